import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { getReviewSummary } from '../api/get-review-summary.ts';
import { getReviews } from '../api/get-reviews.ts';

export const reviewKeys = {
  list: (hotelId: string) => ['hotels', hotelId, 'reviews', 'list'] as const,
  summary: (hotelId: string) => ['hotels', hotelId, 'reviews', 'summary'] as const,
};

export function useReviews(hotelId: string) {
  return useInfiniteQuery({
    queryKey: reviewKeys.list(hotelId),
    queryFn: ({ pageParam }) => getReviews(hotelId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useReviewSummary(hotelId: string) {
  return useQuery({ queryKey: reviewKeys.summary(hotelId), queryFn: () => getReviewSummary(hotelId) });
}
