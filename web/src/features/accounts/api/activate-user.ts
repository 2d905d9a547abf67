import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Activation } from '@hotelvoice/api/contracts';
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
  apiJson<{ activation: Activation }>(
    `/api/admin/${pending ? 'applications' : 'users'}/${encodeURIComponent(userId)}/activate`,
    { method: 'POST', json: { hotelIds } },
  ).then((r) => r.activation);

/** "Peter activated for Harbor View Hotel; welcome e-mail queued." */
export function activationSentence(activation: Activation): string {
  const hotels = new Intl.ListFormat('en', { type: 'conjunction' }).format(activation.hotelNames);
  const mail = activation.welcomeMailQueued ? '; welcome e-mail queued' : '';
  return `${activation.firstName} activated for ${hotels}${mail}.`;
}

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
