import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { reviewKeys } from './review-keys.ts';

export const markReviewHandled = (hotelId: string, reviewId: string, note: string) =>
  apiJson<void>(`/api/hotels/${encodeURIComponent(hotelId)}/reviews/${encodeURIComponent(reviewId)}/handling`, {
    method: 'PUT',
    json: { note },
  });

/** Saves the note; the list is read again so it shows who handled the review and when. */
export function useMarkReviewHandled(hotelId: string, reviewId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: string) => markReviewHandled(hotelId, reviewId, note),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.list(hotelId) }),
  });
}
