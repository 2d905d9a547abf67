import { useQuery } from '@tanstack/react-query';
import type { CallerGuest } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';
import { callLogKeys } from './call-log-keys.ts';

export const getCallerGuest = (hotelId: string, callId: string) =>
  apiJson<CallerGuest>(
    `/api/hotels/${encodeURIComponent(hotelId)}/call-logs/${encodeURIComponent(callId)}/caller-guest`,
  );

/** Who the hotel's PMS says has this call's number, with their stay (decision 093). */
export function useCallerGuest(hotelId: string, callId: string) {
  return useQuery({
    queryKey: callLogKeys.callerGuest(hotelId, callId),
    queryFn: () => getCallerGuest(hotelId, callId),
    select: (answer) => answer.guest,
    retry: false,
  });
}
