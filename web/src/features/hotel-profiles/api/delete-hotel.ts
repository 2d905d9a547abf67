import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { hotelProfileKeys } from './hotel-profile-keys.ts';

export const deleteHotel = ({ hotelId, confirmName }: { hotelId: string; confirmName: string }) =>
  apiJson<{ deletedCalls: number }>(`/api/admin/hotels/${encodeURIComponent(hotelId)}`, {
    method: 'DELETE',
    json: { confirmName },
  });

export function useDeleteHotelMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHotel,
    onSuccess: (_answer, { hotelId }) => {
      queryClient.removeQueries({ queryKey: hotelProfileKeys.detail(hotelId) });
      return queryClient.invalidateQueries({ queryKey: hotelProfileKeys.grid });
    },
  });
}
