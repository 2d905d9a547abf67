import {
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type { FollowUpPage } from '@hotelvoice/api/contracts';
import { followUpPageSize } from '@hotelvoice/api/contracts/insights-period';
import { apiJson } from '../../../lib/api-client.ts';
import { insightsKeys } from './insights-keys.ts';

const base = (hotelId: string) => `/api/hotels/${encodeURIComponent(hotelId)}/follow-ups`;

export type FollowUpPages = InfiniteData<FollowUpPage>;

/** A period's open follow-ups (days on the hotel's clock), a page at a time, with their total. */
export function useFollowUps(hotelId: string, period: { from: string; to: string }) {
  return useInfiniteQuery({
    queryKey: insightsKeys.followUps(hotelId, period.from, period.to),
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ ...period, limit: String(followUpPageSize) });
      if (pageParam) params.set('cursor', pageParam);
      return apiJson<FollowUpPage>(`${base(hotelId)}?${params}`);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** Takes a handled call out of every loaded period's list and total at once (the refetch confirms). */
export function dropHandled(queryClient: QueryClient, hotelId: string, callId: string) {
  queryClient.setQueriesData<FollowUpPages>({ queryKey: insightsKeys.allFollowUps(hotelId) }, (data) => {
    if (!data || !data.pages.some((page) => page.items.some((item) => item.callId === callId))) return data;
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        items: page.items.filter((item) => item.callId !== callId),
        total: Math.max(0, page.total - 1),
      })),
    };
  });
}

/** Leaves the list at once; the server's `follow-up:handled` event removes it in every other tab. */
export function useMarkHandled(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (callId: string) =>
      apiJson<{ callId: string }>(`${base(hotelId)}/${encodeURIComponent(callId)}/handled`, { method: 'POST' }),
    onSuccess: (_data, callId) => {
      dropHandled(queryClient, hotelId, callId);
      void queryClient.invalidateQueries({ queryKey: insightsKeys.all(hotelId) });
    },
  });
}
