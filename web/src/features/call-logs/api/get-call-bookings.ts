import { useQuery } from '@tanstack/react-query';
import type { CallBookings } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';
import { callLogKeys } from './call-log-keys.ts';

export const getCallBookings = (hotelId: string, callId: string) =>
  apiJson<CallBookings>(`/api/hotels/${encodeURIComponent(hotelId)}/call-logs/${encodeURIComponent(callId)}/bookings`);

/** The bookings the call made or touched; asked only for a call whose row carries a booking mark. */
export function useCallBookings(hotelId: string, callId: string, enabled: boolean) {
  return useQuery({
    queryKey: callLogKeys.bookings(hotelId, callId),
    queryFn: () => getCallBookings(hotelId, callId),
    select: (data) => data.items,
    enabled,
  });
}
