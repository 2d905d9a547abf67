import { useQueryClient } from '@tanstack/react-query';
import { dropHandled } from '../api/follow-ups.ts';
import { useCoalesced } from '../../../lib/use-coalesced.ts';
import { useRoom } from '../../../lib/use-room.ts';
import { useSocketEvent } from '../../../lib/use-socket-event.ts';
import { insightsKeys } from '../api/insights-keys.ts';

/** A burst of call events (a busy hour, a re-derive run) refetches once per this many ms per tab. */
const settleMs = 1500;

/**
 * Keeps the insights page live from the events it already receives: call:upserted, follow-up:handled,
 * follow-up:changed (assigned, commented, reopened) and insights:changed. Each tab refetches at most once per settle window, however many events
 * arrive, and only the queries on screen (TanStack Query refetches active ones), so many open tabs
 * make no polling storm. A rejoin after a drop refetches too (what was missed meanwhile).
 */
export function useLiveInsights(hotelId: string): void {
  const queryClient = useQueryClient();
  const refresh = useCoalesced(
    () => void queryClient.invalidateQueries({ queryKey: insightsKeys.all(hotelId) }),
    settleMs,
  );
  useSocketEvent('call:upserted', (call) => {
    if (call.hotelId === hotelId) refresh();
  });
  useSocketEvent('insights:changed', (event) => {
    if (event.hotelId === hotelId) refresh();
  });
  useSocketEvent('follow-up:changed', (event) => {
    if (event.hotelId === hotelId) refresh();
  });
  useSocketEvent('follow-up:handled', (event) => {
    if (event.hotelId !== hotelId) return;
    dropHandled(queryClient, hotelId, event.callId);
    refresh();
  });
  useRoom('hotel', hotelId, refresh);
}
