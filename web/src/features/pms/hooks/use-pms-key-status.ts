import { useQuery } from '@tanstack/react-query';
import { checkPmsKey } from '../api/check-pms-key.ts';

export const pmsKeyStatusKey = (hotelId: string) => ['hotels', hotelId, 'pms-key'] as const;

export function usePmsKeyStatus(hotelId: string) {
  return useQuery({
    queryKey: pmsKeyStatusKey(hotelId),
    queryFn: () => checkPmsKey(hotelId),
    // Spec §8: a failed status check is only logged; the status stays as it was.
    retry: false,
  });
}
