import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PmsKeyStatus } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';
import { pmsKeyStatusKey } from './check-pms-key.ts';

export const checkPmsConnection = (hotelId: string) =>
  apiJson<PmsKeyStatus>('/api/check-pms-connection', { method: 'POST', json: { hotel_id: hotelId } });

/** "Check now": asks the PMS with the stored key; the answer is the new status. */
export function useCheckPmsConnection(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => checkPmsConnection(hotelId),
    onSuccess: (status) => queryClient.setQueryData(pmsKeyStatusKey(hotelId), status),
  });
}
