import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HotelDetail, HotelFieldsBody } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';
import { rememberHotel } from './hotel-profile-keys.ts';

/** Creates the hotel when `hotelId` is null, else updates it. */
export const saveHotel = ({ hotelId, fields }: { hotelId: string | null; fields: HotelFieldsBody }) =>
  apiJson<{ hotel: HotelDetail }>(hotelId ? `/api/admin/hotels/${encodeURIComponent(hotelId)}` : '/api/admin/hotels', {
    method: hotelId ? 'PATCH' : 'POST',
    json: fields,
  }).then((r) => r.hotel);

export function useSaveHotelMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveHotel, onSuccess: (hotel) => rememberHotel(queryClient, hotel) });
}
