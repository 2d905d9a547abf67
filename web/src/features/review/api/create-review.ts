import { apiJson } from '../../../lib/api-client.ts';

export interface ReviewInput {
  hotelId: string;
  rating: number;
  feedback: string;
}

export const createReview = (input: ReviewInput) =>
  apiJson<{ reviewId: string }>('/api/reviews', { method: 'POST', json: input });
