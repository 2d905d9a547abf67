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
