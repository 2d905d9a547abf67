import { useQuery } from '@tanstack/react-query';
import type { DailySummaryPreview } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';
import { alertKeys } from './alert-keys.ts';

export const useDailySummaryPreview = (hotelId: string) =>
  useQuery({
    queryKey: alertKeys.dailySummaryPreview(hotelId),
    queryFn: () =>
      apiJson<DailySummaryPreview>(`/api/hotels/${encodeURIComponent(hotelId)}/alert-settings/daily-summary-preview`),
  });
