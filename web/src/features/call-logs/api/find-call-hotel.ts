import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.ts';
import { callLogKeys } from './call-log-keys.ts';
import { getCallLog } from './get-call-log.ts';

/**
 * Which of the owner's other hotels a call belongs to, asked only once the selected hotel answered
 * 404 for it (a link shared from another hotel's log). Null when none holds it.
 */
export function useCallHotel(hotelIds: string[], currentHotelId: string, callId: string | null, enabled: boolean) {
  const others = hotelIds.filter((id) => id !== currentHotelId);
  return useQuery({
    queryKey: [...callLogKeys.all(currentHotelId), 'find-hotel', callId, others],
    enabled: enabled && callId !== null && others.length > 0,
    retry: false,
    staleTime: Infinity,
    queryFn: async () => {
      for (const hotelId of others) {
        try {
          await getCallLog(hotelId, callId!);
          return hotelId;
        } catch (error) {
          if (!(error instanceof ApiError && error.status === 404)) throw error;
        }
      }
      return null;
    },
  });
}
