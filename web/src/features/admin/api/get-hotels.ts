import type { HotelSummary } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';

export interface HotelPage {
  hotels: HotelSummary[];
  nextCursor: string | null;
}

/** The server-side search (case-insensitive name match) when `q` is set, else a page of the grid. */
export function getHotels(params: { q?: string; cursor?: string | null; limit?: number }): Promise<HotelPage> {
  const search = new URLSearchParams();
  if (params.q) search.set('q', params.q);
  if (params.cursor) search.set('cursor', params.cursor);
  if (params.limit) search.set('limit', String(params.limit));
  return apiJson<HotelPage>(`/api/admin/hotels?${search.toString()}`);
}
