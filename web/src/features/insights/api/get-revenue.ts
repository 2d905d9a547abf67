import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RevenueInsights } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';
import { insightsKeys } from './insights-keys.ts';

export const getRevenue = (hotelId: string, from: string, to: string) =>
  apiJson<RevenueInsights>(
    `/api/hotels/${encodeURIComponent(hotelId)}/insights/revenue?${new URLSearchParams({ from, to })}`,
  );

/** "Revenue from calls" of the period; under the insights keys, so the page's live refresh refetches it too. */
export const useRevenue = (hotelId: string, from: string, to: string) =>
  useQuery({
    queryKey: [...insightsKeys.all(hotelId), 'revenue', from, to] as const,
    queryFn: () => getRevenue(hotelId, from, to),
    placeholderData: keepPreviousData,
  });
