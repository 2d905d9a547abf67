import { useMutation } from '@tanstack/react-query';
import type { CallbackNumber } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';

export const revealCallbackNumber = (hotelId: string, callId: string) =>
  apiJson<CallbackNumber>(
    `/api/hotels/${encodeURIComponent(hotelId)}/call-logs/${encodeURIComponent(callId)}/callback-number`,
    { method: 'POST' },
  );

/**
 * Each press is one reveal in the audit log (decision 085): the number is held by this mutation
 * only, never put in the query cache, so it goes when the call is closed.
 */
export function useRevealCallbackNumber(hotelId: string, callId: string) {
  return useMutation({ mutationFn: () => revealCallbackNumber(hotelId, callId) });
}
