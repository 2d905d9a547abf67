import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RevenueInsights } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';
import { insightsKeys } from './insights-keys.ts';

export const getRevenue = (hotelId: string, from: string, to: string) =>
  apiJson<RevenueInsights>(
    `/api/hotels/${encodeURIComponent(hotelId)}/insights/revenue?${new URLSearchParams({ from, to })}`,
  );

/** Under the insights keys, so the page's live refresh refetches it too; the insights page's loader seeds it. */
export const revenueKey = (hotelId: string, from: string, to: string) =>
  [...insightsKeys.all(hotelId), 'revenue', from, to] as const;

/** "Revenue from calls" of the period. */
export const useRevenue = (hotelId: string, from: string, to: string) =>
  useQuery({
    queryKey: revenueKey(hotelId, from, to),
    queryFn: () => getRevenue(hotelId, from, to),
    placeholderData: keepPreviousData,
  });
