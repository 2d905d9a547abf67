import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PmsProvider } from '@hotelvoice/api/contracts/constants';
import { apiJson } from '../../../lib/api-client.ts';
import { pmsKeyStatusKey } from './check-pms-key.ts';

export interface SetPmsKeyInput {
  uid: string;
  hotelId: string;
  provider: PmsProvider;
  propertyId: string;
  pmsKey: string;
}

/** Spec §7 'Save PMS key' plus the PMS and its property: the server verifies the key before it stores it. */
export const setPmsKey = (input: SetPmsKeyInput) =>
  apiJson<{ status: 'success' }>('/api/set-pms-key', {
    method: 'POST',
    json: {
      uid: input.uid,
      hotel_id: input.hotelId,
      provider: input.provider,
      ...(input.propertyId ? { property_id: input.propertyId } : {}),
      pms_key: input.pmsKey,
    },
  });

/** Spec §4 'PMS connection status': the status is fetched again before the save counts as done. */
export function useSetPmsKeyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SetPmsKeyInput) => {
      await setPmsKey(input);
      await queryClient.refetchQueries({ queryKey: pmsKeyStatusKey(input.hotelId) });
    },
    onError: (error) => console.error('Saving the PMS key failed', error),
  });
}
