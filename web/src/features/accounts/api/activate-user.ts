import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActivateBody, Activation } from '@hotelvoice/api/contracts';
import { roleLabels } from '@hotelvoice/api/contracts/team-roles';
import { apiJson } from '../../../lib/api-client.ts';
import { accountKeys } from './account-keys.ts';

interface ActivateUserInput {
  userId: string;
  /** Each hotel to link with the role there; none on reactivation (the account keeps its hotels). */
  hotels: ActivateBody['hotels'];
  /** An application (pending sign-up) rather than a deactivated account. */
  pending: boolean;
}

/** Activates a pending (or deactivated) account and links it to the hotels with their roles. */
export const activateUser = ({ userId, hotels, pending }: ActivateUserInput) =>
  apiJson<{ activation: Activation }>(
    `/api/admin/${pending ? 'applications' : 'users'}/${encodeURIComponent(userId)}/activate`,
    { method: 'POST', json: { hotels } },
  ).then((r) => r.activation);

const list = (items: string[]) => new Intl.ListFormat('en', { type: 'conjunction' }).format(items);

/** "Peter activated for Harbor View Hotel as front desk; welcome e-mail queued; owner Olivia Owner told." */
export function activationSentence(activation: Activation): string {
  const hotels = list(activation.hotels.map((h) => `${h.name} as ${roleLabels[h.role].toLowerCase()}`));
  const mail = activation.welcomeMailQueued ? '; welcome e-mail queued' : '';
  const owners = [...new Set(activation.hotels.flatMap((h) => (h.ownerTold ? [h.ownerTold] : [])))];
  const told = owners.length > 0 ? `; ${owners.length > 1 ? 'owners' : 'owner'} ${list(owners)} told` : '';
  return `${activation.firstName} activated for ${hotels}${mail}${told}.`;
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
