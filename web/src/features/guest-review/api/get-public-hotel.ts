import { useQuery } from '@tanstack/react-query';
import type { PublicHotel } from '@hotelvoice/api/contracts';
import { publicHotelPath } from '@hotelvoice/api/contracts/public-pages';
import { ApiError, apiJson } from '../../../lib/api-client.ts';

// The api preloads this same URL with the review page (publicPages' firstRequest): one way to name it.
export const getPublicHotel = (hotelId: string) =>
  apiJson<{ hotel: PublicHotel }>(publicHotelPath(hotelId)).then((r) => r.hotel);

/** The hotel's public fields; a 404 (or no id at all) becomes null, meaning 'Hotel Not Found'. */
export function usePublicHotel(hotelId: string) {
  return useQuery({
    queryKey: ['public-hotel', hotelId],
    enabled: hotelId !== '',
    queryFn: async () => {
      try {
        return await getPublicHotel(hotelId);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}
