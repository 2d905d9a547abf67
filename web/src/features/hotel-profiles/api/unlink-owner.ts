import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HotelDetail } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';
import { rememberHotel } from './hotel-profile-keys.ts';

export const unlinkOwner = ({ hotelId, userId }: { hotelId: string; userId: string }) =>
  apiJson<{ hotel: HotelDetail }>(
    `/api/admin/hotels/${encodeURIComponent(hotelId)}/owners/${encodeURIComponent(userId)}`,
    { method: 'DELETE' },
  ).then((r) => r.hotel);

export function useUnlinkOwnerMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: unlinkOwner, onSuccess: (hotel) => rememberHotel(queryClient, hotel) });
}
