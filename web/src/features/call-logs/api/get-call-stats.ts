import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallStats } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';
import { useRoom } from '../../../lib/use-room.ts';
import { useSocketEvent } from '../../../lib/use-socket-event.ts';
import { callLogKeys } from './call-log-keys.ts';

const statsKey = (hotelId: string) => [...callLogKeys.all(hotelId), 'stats'] as const;

export const getCallStats = (hotelId: string) =>
  apiJson<CallStats>(`/api/hotels/${encodeURIComponent(hotelId)}/call-stats`);

export const useCallStats = (hotelId: string) =>
  useQuery({ queryKey: statsKey(hotelId), queryFn: () => getCallStats(hotelId) });

/** Keeps the numbers live: each call event (and each rejoin after a drop) asks for them again. */
export function useLiveCallStats(hotelId: string): void {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: statsKey(hotelId) });
  useSocketEvent('call:upserted', (call) => {
    if (call.hotelId === hotelId) refresh();
  });
  useRoom('hotel', hotelId, refresh);
}
