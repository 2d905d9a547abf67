import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';

export const requestPasswordReset = (email: string) =>
  apiJson<{ email: string }>('/api/auth/forgot-password', { method: 'POST', json: { email } });

export const resetPassword = (token: string, password: string) =>
  apiJson<{ email: string }>('/api/auth/reset-password', { method: 'POST', json: { token, password } });

export const confirmEmail = (token: string) =>
  apiJson<{ email: string }>('/api/auth/confirm-email', { method: 'POST', json: { token } });

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: ({ token, password }: { token: string; password: string }) => resetPassword(token, password),
  });
}

export function useConfirmEmail() {
  return useMutation({ mutationFn: confirmEmail });
}
