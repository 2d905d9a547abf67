import { useQuery } from '@tanstack/react-query';
import type { PmsToolCall } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';
import { callLogKeys } from './call-log-keys.ts';

export const getCallToolCalls = (hotelId: string, callId: string) =>
  apiJson<{ toolCalls: PmsToolCall[] }>(
    `/api/hotels/${encodeURIComponent(hotelId)}/call-logs/${encodeURIComponent(callId)}/tool-calls`,
  );

/** The PMS tool calls the agent made during the call (availability, bookings…). */
export function useCallToolCalls(hotelId: string, callId: string) {
  return useQuery({
    queryKey: callLogKeys.toolCalls(hotelId, callId),
    queryFn: () => getCallToolCalls(hotelId, callId),
    select: (data) => data.toolCalls,
    retry: false,
  });
}
