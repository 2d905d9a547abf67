import { useQuery } from '@tanstack/react-query';
import type { CallerThread } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';
import { callLogKeys } from './call-log-keys.ts';

export const getCallerThread = (hotelId: string, callId: string) =>
  apiJson<CallerThread>(
    `/api/hotels/${encodeURIComponent(hotelId)}/call-logs/${encodeURIComponent(callId)}/caller-thread`,
  );

/** How many calls came from this call's number (decision 093); `callId` null asks nothing. */
export function useCallerThread(hotelId: string, callId: string | null) {
  return useQuery({
    queryKey: callLogKeys.callerThread(hotelId, callId ?? ''),
    queryFn: () => getCallerThread(hotelId, callId!),
    enabled: callId !== null && callId !== '',
    retry: false,
  });
}
