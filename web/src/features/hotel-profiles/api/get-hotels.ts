import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { HotelSummary } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';
import { hotelProfileKeys } from './hotel-profile-keys.ts';

export interface HotelPage {
  hotels: HotelSummary[];
  nextCursor: string | null;
}

const gridPageSize = 48;

/** The server-side search (case-insensitive name match) when `q` is set, else a page of the grid. */
export function getHotels(params: { q?: string; cursor?: string | null; limit?: number }): Promise<HotelPage> {
  const search = new URLSearchParams();
  if (params.q) search.set('q', params.q);
  if (params.cursor) search.set('cursor', params.cursor);
  if (params.limit) search.set('limit', String(params.limit));
  return apiJson<HotelPage>(`/api/admin/hotels?${search.toString()}`);
}

/** The first `limit` hotels whose name matches `q`; nothing is asked while `q` is empty. */
export const hotelSearchQueryOptions = (q: string, limit: number) =>
  queryOptions({
    queryKey: hotelProfileKeys.search(q, limit),
    queryFn: () => getHotels({ q, limit }),
    enabled: q.length > 0,
  });

export const useHotelSearch = (q: string, limit: number) => useQuery(hotelSearchQueryOptions(q, limit));

/** Every hotel in name order, a page at a time. */
export function useHotelGrid() {
  return useInfiniteQuery({
    queryKey: hotelProfileKeys.grid,
    queryFn: ({ pageParam }) => getHotels({ cursor: pageParam, limit: gridPageSize }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
