import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AlertSetting, HotelAlertSettings } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';
import { alertKeys } from './alert-keys.ts';

const base = (hotelId: string) => `/api/hotels/${encodeURIComponent(hotelId)}/alert-settings`;

export const useAlertSettings = (hotelId: string) =>
  useQuery({ queryKey: alertKeys.settings(hotelId), queryFn: () => apiJson<HotelAlertSettings>(base(hotelId)) });

export function useSaveAlertSetting(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: AlertSetting | { weeklyDigest: boolean }) =>
      'weeklyDigest' in change
        ? apiJson<HotelAlertSettings>(`${base(hotelId)}/weekly-digest`, {
            method: 'PUT',
            json: { enabled: change.weeklyDigest },
          })
        : apiJson<HotelAlertSettings>(base(hotelId), { method: 'PUT', json: { settings: [change] } }),
    onSuccess: (settings) => {
      queryClient.setQueryData(alertKeys.settings(hotelId), settings);
      // What the next daily summary lists depends on which reasons are on it.
      void queryClient.invalidateQueries({ queryKey: alertKeys.dailySummaryPreview(hotelId) });
    },
    onError: (error) => console.error('Saving the alert setting failed', error),
  });
}

/** Whether one of the person's devices gets this hotel's pushes. */
export function useSaveDevicePushes(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { pushSubscriptionId: string; getsPushes: boolean }) =>
      apiJson<HotelAlertSettings>(`${base(hotelId)}/devices/${encodeURIComponent(change.pushSubscriptionId)}`, {
        method: 'PUT',
        json: { getsPushes: change.getsPushes },
      }),
    onSuccess: (settings) => queryClient.setQueryData(alertKeys.settings(hotelId), settings),
  });
}
