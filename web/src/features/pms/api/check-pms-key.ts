import { useQuery } from '@tanstack/react-query';
import type { PmsKeyStatus } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';

export const pmsKeyStatusKey = (hotelId: string) => ['hotels', hotelId, 'pms-key'] as const;

export const checkPmsKey = (hotelId: string) =>
  apiJson<PmsKeyStatus>(`/api/check-pms-key?uid=${encodeURIComponent(hotelId)}`);

export function usePmsKeyStatus(hotelId: string) {
  return useQuery({
    queryKey: pmsKeyStatusKey(hotelId),
    queryFn: () => checkPmsKey(hotelId),
    // Spec §8: a failed status check is only logged; the status stays as it was.
    retry: false,
  });
}
