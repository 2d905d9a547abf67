import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HotelDetail } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';
import { rememberHotel } from './hotel-profile-keys.ts';

export const linkOwner = ({ hotelId, email }: { hotelId: string; email: string }) =>
  apiJson<{ hotel: HotelDetail }>(`/api/admin/hotels/${encodeURIComponent(hotelId)}/owners`, {
    method: 'POST',
    json: { email },
  }).then((r) => r.hotel);

export function useLinkOwnerMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: linkOwner, onSuccess: (hotel) => rememberHotel(queryClient, hotel) });
}
