import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { accountKeys } from './account-keys.ts';

export const rejectApplication = (userId: string) =>
  apiJson<void>(`/api/admin/applications/${encodeURIComponent(userId)}/reject`, { method: 'POST' });

export function useRejectApplicationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectApplication,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKeys.applications }),
        queryClient.invalidateQueries({ queryKey: accountKeys.users }),
      ]),
  });
}
