import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReviewPage } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';
import { reviewKeys } from './review-keys.ts';

export function getReviews(hotelId: string, cursor: string | null): Promise<ReviewPage> {
  const params = new URLSearchParams({ limit: '20' });
  if (cursor) params.set('cursor', cursor);
  return apiJson<ReviewPage>(`/api/hotels/${encodeURIComponent(hotelId)}/reviews?${params}`);
}

export function useReviews(hotelId: string) {
  return useInfiniteQuery({
    queryKey: reviewKeys.list(hotelId),
    queryFn: ({ pageParam }) => getReviews(hotelId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
