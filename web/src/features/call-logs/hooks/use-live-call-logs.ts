import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import type { CallLogDetail, CallLogListItem } from '@hotelvoice/api/contracts';
import { useFreshIds } from '../../../lib/use-fresh-ids.ts';
import { useRoom } from '../../../lib/use-room.ts';
import { useSocketEvent } from '../../../lib/use-socket-event.ts';
import { useWhileVisible } from '../../../lib/use-while-visible.ts';
import { isFiltered, type CallLogFilters } from '../api/call-log-filters.ts';
import { callLogKeys } from '../api/call-log-keys.ts';
import { getCallLogsSince } from '../api/get-call-logs-since.ts';
import { containsCall, newestUpdatedAt, upsertCall, type CallLogPages } from './call-log-cache.ts';

const maxCatchUpPages = 20;
/** Events are at-least-once but not guaranteed (a worker killed between upsert and emit, Redis away): poll too. */
const catchUpEveryMs = 20_000;
/** A row can commit a little after its updated_at: each catch-up re-reads this much before the watermark. */
const overlapMs = 120_000;

/**
 * Keeps the cached call lists of a hotel live: `call:upserted` events go straight into the query
 * cache; after every (re)join, every 20 s while the tab is visible and when it becomes visible, the
 * calls changed since the watermark are fetched. The watermark advances only from what the api
 * answered, never from events, so an event lost while connected is still recovered. Answers the
 * ids of calls that arrived while the page was open, for a brief highlight.
 */
export function useLiveCallLogs(hotelId: string): ReadonlySet<string> {
  const queryClient = useQueryClient();
  const [fresh, markFresh] = useFreshIds();

  // The newest version of each call already applied: catch-ups re-read recent calls on purpose.
  const applied = useRef(new Map<string, string>());
  const apply = useCallback(
    (call: CallLogListItem) => {
      const version = `${hotelId}/${call.callId}`;
      if ((applied.current.get(version) ?? '') >= call.updatedAt) return;
      applied.current.set(version, call.updatedAt);
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
      // An open call is read again only when it changed: a new read re-signs the recording URL,
      // which restarts the player.
      const detailKey = callLogKeys.detail(hotelId, call.callId);
      const detail = queryClient.getQueryData<CallLogDetail>(detailKey);
      if (detail && detail.updatedAt < call.updatedAt) void queryClient.invalidateQueries({ queryKey: detailKey });
      if (arrived) markFresh(call.callId);
    },
    [hotelId, queryClient, markFresh],
  );

  useSocketEvent('call:upserted', (call) => {
    if (call.hotelId === hotelId) apply(call);
  });

  const watermark = useRef<{ hotelId: string; updatedAt: string } | null>(null);
  const catchUp = useCallback(async () => {
    const held = queryClient.getQueriesData<CallLogPages>({ queryKey: callLogKeys.lists(hotelId) });
    // With no call to take a watermark from (a hotel's first call), from when the list was loaded:
    // a call that arrives while the page connects is then recovered too.
    const loadedAt = held
      .filter(([, data]) => data)
      .map(([key]) => queryClient.getQueryState(key)?.dataUpdatedAt ?? 0)
      .filter((at) => at > 0);
    const base =
      watermark.current?.hotelId === hotelId
        ? watermark.current.updatedAt
        : (newestUpdatedAt(held.map(([, d]) => d)) ??
          (loadedAt.length > 0 ? new Date(Math.min(...loadedAt)).toISOString() : null));
    if (!base) return;
    const since = new Date(Date.parse(base) - overlapMs).toISOString();
    let newest = base;
    try {
      let cursor: string | null = null;
      for (let page = 0; page < maxCatchUpPages; page++) {
        const result = await getCallLogsSince(hotelId, since, cursor);
        for (const call of result.items) {
          apply(call);
          if (call.updatedAt > newest) newest = call.updatedAt;
        }
        watermark.current = { hotelId, updatedAt: newest };
        cursor = result.nextCursor;
        if (!cursor) return;
      }
      // Too much changed while away: loading afresh is cheaper than replaying it.
      await queryClient.invalidateQueries({ queryKey: callLogKeys.lists(hotelId) });
    } catch (error) {
      console.error('Catching up on calls failed', error);
    }
  }, [hotelId, queryClient, apply]);

  useRoom('hotel', hotelId, () => void catchUp());
  useWhileVisible(catchUp, catchUpEveryMs);
  return fresh;
}
