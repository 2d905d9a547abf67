import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { CallLogFilters } from '../api/call-log-filters.ts';
import { getCallLog } from '../api/get-call-log.ts';
import { getCallLogs } from '../api/get-call-logs.ts';
import { callLogKeys } from './call-log-keys.ts';

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

export function useCallLog(hotelId: string, callId: string | null) {
  return useQuery({
    queryKey: callLogKeys.detail(hotelId, callId ?? ''),
    queryFn: () => getCallLog(hotelId, callId!),
    enabled: callId !== null,
    retry: false,
  });
}
