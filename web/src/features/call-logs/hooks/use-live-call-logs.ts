import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { CallLogListItem } from '@hotelvoice/api/contracts';
import { useHotelRoom } from '../../../lib/hotel-room.ts';
import { getSocket } from '../../../lib/socket.ts';
import { isFiltered, type CallLogFilters } from '../api/call-log-filters.ts';
import { getCallLogsSince } from '../api/get-call-logs-since.ts';
import { containsCall, newestUpdatedAt, upsertCall, type CallLogPages } from './call-log-cache.ts';
import { callLogKeys } from './call-log-keys.ts';

const highlightMs = 6000;
const maxCatchUpPages = 20;

/**
 * Keeps the cached call lists of a hotel live: `call:upserted` events go straight into the query
 * cache, and after every (re)join the calls changed since the newest one held are fetched. Answers
 * the ids of calls that arrived while the page was open, for a brief highlight.
 */
export function useLiveCallLogs(hotelId: string): ReadonlySet<string> {
  const queryClient = useQueryClient();
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());

  const apply = useCallback(
    (call: CallLogListItem) => {
      let arrived = false;
      for (const [key, data] of queryClient.getQueriesData<CallLogPages>({ queryKey: callLogKeys.lists(hotelId) })) {
        if (!data) continue;
        const filters = key[4] as CallLogFilters;
        const known = containsCall(data, call.callId);
        if (isFiltered(filters) && !known) {
          // Whether a new call matches a search is the api's to say.
          void queryClient.invalidateQueries({ queryKey: key, exact: true });
          continue;
        }
        const next = upsertCall(data, call);
        if (next) queryClient.setQueryData(key, next);
        if (!known && next) arrived = true;
      }
      void queryClient.invalidateQueries({ queryKey: callLogKeys.detail(hotelId, call.callId) });
      if (arrived) {
        setFresh((ids) => new Set(ids).add(call.callId));
        setTimeout(() => {
          setFresh((ids) => {
            const next = new Set(ids);
            next.delete(call.callId);
            return next;
          });
        }, highlightMs);
      }
    },
    [hotelId, queryClient],
  );

  useEffect(() => {
    const socket = getSocket();
    const onCall = (call: CallLogListItem) => {
      if (call.hotelId === hotelId) apply(call);
    };
    socket.on('call:upserted', onCall);
    return () => {
      socket.off('call:upserted', onCall);
    };
  }, [hotelId, apply]);

  const catchUp = useCallback(async () => {
    const held = queryClient.getQueriesData<CallLogPages>({ queryKey: callLogKeys.lists(hotelId) });
    const since = newestUpdatedAt(held.map(([, data]) => data));
    if (!since) return;
    try {
      let cursor: string | null = null;
      for (let page = 0; page < maxCatchUpPages; page++) {
        const result = await getCallLogsSince(hotelId, since, cursor);
        result.items.forEach(apply);
        cursor = result.nextCursor;
        if (!cursor) return;
      }
      // Too much changed while away: loading afresh is cheaper than replaying it.
      await queryClient.invalidateQueries({ queryKey: callLogKeys.lists(hotelId) });
    } catch (error) {
      console.error('Catching up on calls failed', error);
    }
  }, [hotelId, queryClient, apply]);

  useHotelRoom(hotelId, () => void catchUp());
  return fresh;
}
