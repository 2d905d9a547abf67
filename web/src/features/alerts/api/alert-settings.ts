import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AlertSetting } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';
import { alertKeys } from './alert-keys.ts';

export interface AlertSettings {
  settings: AlertSetting[];
  weeklyDigest: boolean;
}

const base = (hotelId: string) => `/api/hotels/${encodeURIComponent(hotelId)}/alert-settings`;

export const useAlertSettings = (hotelId: string) =>
  useQuery({ queryKey: alertKeys.settings(hotelId), queryFn: () => apiJson<AlertSettings>(base(hotelId)) });

export function useSaveAlertSetting(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: AlertSetting | { weeklyDigest: boolean }) =>
      'weeklyDigest' in change
        ? apiJson<AlertSettings>(`${base(hotelId)}/weekly-digest`, {
            method: 'PUT',
            json: { enabled: change.weeklyDigest },
          })
        : apiJson<AlertSettings>(base(hotelId), { method: 'PUT', json: { settings: [change] } }),
    onSuccess: (settings) => {
      queryClient.setQueryData(alertKeys.settings(hotelId), settings);
      // What the next daily summary lists depends on which reasons are on it.
      void queryClient.invalidateQueries({ queryKey: alertKeys.dailySummaryPreview(hotelId) });
    },
    onError: (error) => console.error('Saving the alert setting failed', error),
  });
}
