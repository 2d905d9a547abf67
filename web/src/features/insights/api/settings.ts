import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InsightsSettings, InsightsSettingsInput } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';
import { insightsKeys } from './insights-keys.ts';

const url = (hotelId: string) => `/api/hotels/${encodeURIComponent(hotelId)}/insights/settings`;

export const useInsightsSettings = (hotelId: string) =>
  useQuery({ queryKey: insightsKeys.settings(hotelId), queryFn: () => apiJson<InsightsSettings>(url(hotelId)) });

export function useSaveInsightsSettings(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InsightsSettingsInput) =>
      apiJson<InsightsSettings>(url(hotelId), { method: 'PUT', json: input }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: insightsKeys.all(hotelId) });
      // The hotel list carries the zone too (call times everywhere).
      void queryClient.invalidateQueries({ queryKey: ['me'] });
    },
  });
}
