import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { accountKeys } from './account-keys.ts';

interface ActivateUserInput {
  userId: string;
  hotelIds: string[];
  /** An application (pending sign-up) rather than a deactivated account. */
  pending: boolean;
}

/** Activates a pending (or deactivated) account and links it to the hotels. */
export const activateUser = ({ userId, hotelIds, pending }: ActivateUserInput) =>
  apiJson<void>(`/api/admin/${pending ? 'applications' : 'users'}/${encodeURIComponent(userId)}/activate`, {
    method: 'POST',
    json: { hotelIds },
  });

export function useActivateUserMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateUser,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKeys.applications }),
        queryClient.invalidateQueries({ queryKey: accountKeys.users }),
      ]),
  });
}
