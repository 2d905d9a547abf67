import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';

export const confirmEmail = (token: string) =>
  apiJson<{ email: string }>('/api/auth/confirm-email', { method: 'POST', json: { token } });

export function useConfirmEmail() {
  return useMutation({ mutationFn: confirmEmail });
}
