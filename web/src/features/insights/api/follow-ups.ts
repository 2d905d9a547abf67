import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FollowUpPage } from '@hotelvoice/api/contracts';
import { followUpPageSize } from '@hotelvoice/api/contracts/insights-period';
import { apiJson } from '../../../lib/api-client.ts';
import { insightsKeys } from './insights-keys.ts';

const base = (hotelId: string) => `/api/hotels/${encodeURIComponent(hotelId)}/follow-ups`;

export const useFollowUps = (hotelId: string) =>
  useQuery({
    queryKey: insightsKeys.followUps(hotelId),
    queryFn: () => apiJson<FollowUpPage>(`${base(hotelId)}?limit=${followUpPageSize}`),
  });

/** Leaves the list at once; the server's `follow-up:handled` event removes it in every other tab. */
export function useMarkHandled(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (callId: string) =>
      apiJson<{ callId: string }>(`${base(hotelId)}/${encodeURIComponent(callId)}/handled`, { method: 'POST' }),
    onSuccess: (_data, callId) => {
      queryClient.setQueryData<FollowUpPage>(insightsKeys.followUps(hotelId), (page) =>
        page ? { ...page, items: page.items.filter((item) => item.callId !== callId) } : page,
      );
      void queryClient.invalidateQueries({ queryKey: insightsKeys.all(hotelId) });
    },
  });
}
