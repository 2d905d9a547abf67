import { useQuery } from '@tanstack/react-query';
import type { HotelDetail } from '@hotelvoice/api/contracts';
import { ApiError, apiJson } from '../../../lib/api-client.ts';
import { hotelProfileKeys } from './hotel-profile-keys.ts';

export const getHotel = (hotelId: string) =>
  apiJson<{ hotel: HotelDetail }>(`/api/admin/hotels/${encodeURIComponent(hotelId)}`).then((r) => r.hotel);

/** One hotel with every field and its owners; a missing or malformed id is not asked again. */
export function useHotel(hotelId: string | null) {
  return useQuery({
    queryKey: hotelProfileKeys.detail(hotelId ?? ''),
    queryFn: () => getHotel(hotelId!),
    enabled: hotelId !== null,
    retry: (count, e) => !(e instanceof ApiError && e.status < 500) && count < 1,
  });
}
