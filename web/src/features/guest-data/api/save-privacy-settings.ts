import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HotelPrivacySettings } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';
import { guestDataKeys } from './guest-data-keys.ts';

export const savePrivacySettings = (hotelId: string, settings: HotelPrivacySettings) =>
  apiJson<{ privacy: HotelPrivacySettings }>(`/api/hotels/${encodeURIComponent(hotelId)}/privacy`, {
    method: 'PUT',
    json: settings,
  }).then((answer) => answer.privacy);

export function useSavePrivacySettings(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: HotelPrivacySettings) => savePrivacySettings(hotelId, settings),
    onSuccess: (saved) => queryClient.setQueryData(guestDataKeys.privacy(hotelId), saved),
  });
}
