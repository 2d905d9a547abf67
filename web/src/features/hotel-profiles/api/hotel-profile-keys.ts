import type { QueryClient } from '@tanstack/react-query';
import type { HotelDetail } from '@hotelvoice/api/contracts';

export const hotelProfileKeys = {
  search: (q: string, limit: number) => ['admin', 'hotels', 'search', q, limit] as const,
  grid: ['admin', 'hotels', 'grid'] as const,
  detail: (hotelId: string) => ['admin', 'hotels', 'detail', hotelId] as const,
  agentCredential: (hotelId: string) => ['admin', 'hotels', 'agent-credential', hotelId] as const,
};

/** A hotel the api answered after a change: cached as it is, and the grid read again. */
export function rememberHotel(queryClient: QueryClient, hotel: HotelDetail): void {
  queryClient.setQueryData(hotelProfileKeys.detail(hotel.hotelId), hotel);
  void queryClient.invalidateQueries({ queryKey: hotelProfileKeys.grid });
}
