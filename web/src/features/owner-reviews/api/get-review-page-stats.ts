import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewPageStats } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';

/** The last 30 UTC days, today included. */
function last30Days(): { from: string; to: string } {
  const to = new Date().toISOString().slice(0, 10);
  return { from: new Date(Date.parse(to) - 29 * 86_400_000).toISOString().slice(0, 10), to };
}

export const reviewPageStatsQueryOptions = (hotelId: string) => {
  const { from, to } = last30Days();
  return queryOptions({
    queryKey: ['hotels', hotelId, 'review-page-stats', from, to],
    queryFn: () =>
      apiJson<ReviewPageStats>(`/api/hotels/${encodeURIComponent(hotelId)}/review-page-stats?from=${from}&to=${to}`),
  });
};

export const useReviewPageStats = (hotelId: string) => useQuery(reviewPageStatsQueryOptions(hotelId));
