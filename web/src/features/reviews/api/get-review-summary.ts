import type { ReviewSummary } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';

export const getReviewSummary = (hotelId: string) =>
  apiJson<ReviewSummary>(`/api/hotels/${encodeURIComponent(hotelId)}/reviews/summary`);
