import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';

export const deleteAccount = (confirmEmail: string) =>
  apiJson<void>('/api/me/account', { method: 'DELETE', json: { confirmEmail } });

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
