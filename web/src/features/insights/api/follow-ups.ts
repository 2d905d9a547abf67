import {
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type { FollowUpPage, FollowUpState, FollowUpStatus, FollowUpView } from '@hotelvoice/api/contracts';
import { followUpPageSize } from '@hotelvoice/api/contracts/insights-period';
import { apiJson } from '../../../lib/api-client.ts';
import { insightsKeys } from './insights-keys.ts';

export const followUpsPath = (hotelId: string) => `/api/hotels/${encodeURIComponent(hotelId)}/follow-ups`;
export const followUpPath = (hotelId: string, callId: string) =>
  `${followUpsPath(hotelId)}/${encodeURIComponent(callId)}`;

export type FollowUpPages = InfiniteData<FollowUpPage>;

export interface FollowUpFilter {
  view: FollowUpView;
  status: FollowUpStatus;
}

/** What home and the opening list show: the open follow-ups of everyone. */
export const everyOpenFollowUp: FollowUpFilter = { view: 'all', status: 'open' };

/** A period's follow-ups (days on the hotel's clock) matching `filter`, a page at a time, with their total. */
export function useFollowUps(
  hotelId: string,
  period: { from: string; to: string },
  filter: FollowUpFilter = everyOpenFollowUp,
) {
  return useInfiniteQuery({
    queryKey: insightsKeys.followUps(hotelId, period.from, period.to, filter.view, filter.status),
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ ...period, limit: String(followUpPageSize) });
      // The defaults stay out of the address, so home's request is the one it always was.
      if (filter.view !== everyOpenFollowUp.view) params.set('view', filter.view);
      if (filter.status !== everyOpenFollowUp.status) params.set('status', filter.status);
      if (pageParam) params.set('cursor', pageParam);
      return apiJson<FollowUpPage>(`${followUpsPath(hotelId)}?${params}`);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** Takes a done call out of every loaded list of open follow-ups and its total at once (the refetch confirms). */
export function dropHandled(queryClient: QueryClient, hotelId: string, callId: string) {
  queryClient.setQueriesData<FollowUpPages>(
    { queryKey: insightsKeys.allFollowUps(hotelId), predicate: (query) => query.queryKey.at(-1) === 'open' },
    (data) => {
      if (!data || !data.pages.some((page) => page.items.some((item) => item.callId === callId))) return data;
      return {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          items: page.items.filter((item) => item.callId !== callId),
          total: Math.max(0, page.total - 1),
        })),
      };
    },
  );
}

/** Leaves the open lists at once; the server's `follow-up:handled` event removes it in every other tab. */
export function useMarkDone(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (callId: string) =>
      apiJson<FollowUpState>(`${followUpPath(hotelId, callId)}/handled`, { method: 'POST' }),
    onSuccess: (_data, callId) => {
      dropHandled(queryClient, hotelId, callId);
      void queryClient.invalidateQueries({ queryKey: insightsKeys.all(hotelId) });
    },
  });
}

/** Opens a done follow-up again; every list and figure refetches. */
export function useReopen(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (callId: string) =>
      apiJson<FollowUpState>(`${followUpPath(hotelId, callId)}/handled`, { method: 'DELETE' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: insightsKeys.all(hotelId) }),
  });
}
