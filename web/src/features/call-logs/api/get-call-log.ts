import { useQuery } from '@tanstack/react-query';
import type { CallLogDetail } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';
import { callLogKeys } from './call-log-keys.ts';

export const getCallLog = (hotelId: string, callId: string) =>
  apiJson<CallLogDetail>(`/api/hotels/${encodeURIComponent(hotelId)}/call-logs/${encodeURIComponent(callId)}`);

export function useCallLog(hotelId: string, callId: string | null) {
  return useQuery({
    queryKey: callLogKeys.detail(hotelId, callId ?? ''),
    queryFn: () => getCallLog(hotelId, callId!),
    enabled: callId !== null,
    retry: false,
  });
}
