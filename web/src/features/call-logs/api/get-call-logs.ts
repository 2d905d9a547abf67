import { useInfiniteQuery } from '@tanstack/react-query';
import type { CallLogPage } from '@hotelvoice/api/contracts';
import { callLogPageSize } from '@hotelvoice/api/contracts/call-log-page-size';
import { apiJson } from '../../../lib/api-client.ts';
import { filterParams, type CallLogFilters } from './call-log-filters.ts';
import { callLogKeys } from './call-log-keys.ts';

export function getCallLogs(hotelId: string, filters: CallLogFilters, cursor: string | null): Promise<CallLogPage> {
  const params = filterParams(filters);
  params.set('limit', String(callLogPageSize));
  if (cursor) params.set('cursor', cursor);
  return apiJson<CallLogPage>(`/api/hotels/${encodeURIComponent(hotelId)}/call-logs?${params}`);
}

/** One page at a time by keyset cursor, so a hotel with 100,000 calls opens as fast as one with ten. */
export function useCallLogs(hotelId: string, filters: CallLogFilters) {
  return useInfiniteQuery({
    queryKey: callLogKeys.list(hotelId, filters),
    queryFn: ({ pageParam }) => getCallLogs(hotelId, filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Live events keep the list current; refetching every loaded page would only repeat them.
    staleTime: Infinity,
  });
}
