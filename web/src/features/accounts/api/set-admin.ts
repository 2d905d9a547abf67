import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { accountKeys } from './account-keys.ts';

export const setAdmin = ({ userId, admin }: { userId: string; admin: boolean }) =>
  apiJson<void>(`/api/admin/users/${encodeURIComponent(userId)}/admin`, { method: 'PUT', json: { admin } });

export function useSetAdminMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.users }),
  });
}
