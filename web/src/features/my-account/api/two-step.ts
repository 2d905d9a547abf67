import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TwoStepSetup, TwoStepStatus } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';

const key = ['account', 'two-step'] as const;

export function useTwoStepStatus() {
  return useQuery({ queryKey: key, queryFn: () => apiJson<TwoStepStatus>('/api/account/two-step') });
}

/**
 * A new secret each time, after the current password: the QR code and the text are shown until the
 * first code confirms them.
 */
export function useStartTwoStepSetup() {
  return useMutation({
    mutationFn: (password: string) =>
      apiJson<TwoStepSetup>('/api/account/two-step/setup', { method: 'POST', json: { password } }),
  });
}

export function useConfirmTwoStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiJson<{ recoveryCodes: string[] }>('/api/account/two-step/confirm', { method: 'POST', json: { code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useDisableTwoStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { password: string; code: string }) =>
      apiJson<void>('/api/account/two-step/disable', { method: 'POST', json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
