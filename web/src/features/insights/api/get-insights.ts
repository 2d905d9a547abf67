import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Insights } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';
import { insightsKeys } from './insights-keys.ts';

const base = (hotelId: string) => `/api/hotels/${encodeURIComponent(hotelId)}`;

export const getInsights = (hotelId: string, from: string, to: string) =>
  apiJson<Insights>(`${base(hotelId)}/insights?${new URLSearchParams({ from, to })}`);

export const insightsCsvUrl = (hotelId: string, from: string, to: string) =>
  `${base(hotelId)}/insights/export.csv?${new URLSearchParams({ from, to })}`;

/** The period's figures; the previous period's stay on screen while a new one loads. */
export const useInsights = (hotelId: string, from: string, to: string) =>
  useQuery({
    queryKey: insightsKeys.period(hotelId, from, to),
    queryFn: () => getInsights(hotelId, from, to),
    placeholderData: keepPreviousData,
  });
