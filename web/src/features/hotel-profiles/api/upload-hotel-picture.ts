import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HotelDetail } from '@hotelvoice/api/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { rememberHotel } from './hotel-profile-keys.ts';

export async function uploadHotelPicture({ hotelId, file }: { hotelId: string; file: File }): Promise<HotelDetail> {
  const form = new FormData();
  form.append('file', file);
  const res = await apiFetch(`/api/admin/hotels/${encodeURIComponent(hotelId)}/picture`, {
    method: 'POST',
    body: form,
  });
  return ((await res.json()) as { hotel: HotelDetail }).hotel;
}

export function useUploadHotelPictureMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadHotelPicture, onSuccess: (hotel) => rememberHotel(queryClient, hotel) });
}
