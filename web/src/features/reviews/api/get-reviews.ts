import type { ReviewPage } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';

export function getReviews(hotelId: string, cursor: string | null): Promise<ReviewPage> {
  const params = new URLSearchParams({ limit: '20' });
  if (cursor) params.set('cursor', cursor);
  return apiJson<ReviewPage>(`/api/hotels/${encodeURIComponent(hotelId)}/reviews?${params}`);
}
