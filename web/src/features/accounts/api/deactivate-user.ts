import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { accountKeys } from './account-keys.ts';

export const deactivateUser = (userId: string) =>
  apiJson<void>(`/api/admin/users/${encodeURIComponent(userId)}/deactivate`, { method: 'POST' });

export function useDeactivateUserMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.users }),
  });
}
