import { useQuery } from '@tanstack/react-query';
import type { HotelPrivacySettings } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';
import { guestDataKeys } from './guest-data-keys.ts';

export const getPrivacySettings = (hotelId: string) =>
  apiJson<{ privacy: HotelPrivacySettings }>(`/api/hotels/${encodeURIComponent(hotelId)}/privacy`).then(
    (answer) => answer.privacy,
  );

export function usePrivacySettings(hotelId: string) {
  return useQuery({ queryKey: guestDataKeys.privacy(hotelId), queryFn: () => getPrivacySettings(hotelId) });
}
