import { useMutation } from '@tanstack/react-query';
import type { CreateReviewBody } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';

export const createReview = (input: CreateReviewBody) =>
  apiJson<{ reviewId: string }>('/api/reviews', { method: 'POST', json: input });

export function useCreateReviewMutation() {
  return useMutation({
    mutationFn: createReview,
    onError: (error) => {
      console.error('Review submit failed', error);
      window.alert('Failed to submit review. Please try again.');
    },
  });
}

/**
 * Tells the hotel the guest opened the Google link offered on the thanks screen (a count on the
 * owner's reviews page). Best effort: a failure is logged, never shown to the guest.
 */
export function reportGoogleOpened(reviewId: string): void {
  apiJson<void>(`/api/reviews/${encodeURIComponent(reviewId)}/google-opened`, { method: 'POST' }).catch(
    (error: unknown) => console.error('Could not report the Google link opened', error),
  );
}
