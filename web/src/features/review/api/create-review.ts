import type { CreateReviewBody } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';

export const createReview = (input: CreateReviewBody) =>
  apiJson<{ reviewId: string }>('/api/reviews', { method: 'POST', json: input });
