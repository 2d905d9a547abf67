import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HotelRole, HotelTeam, InvitableRole, InvitationPreview } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';

const teamUrl = (hotelId: string) => `/api/hotels/${encodeURIComponent(hotelId)}/team`;
export const teamKey = (hotelId: string) => ['hotels', hotelId, 'team'] as const;

export const getTeam = (hotelId: string) => apiJson<HotelTeam>(teamUrl(hotelId));

export function useTeam(hotelId: string) {
  return useQuery({ queryKey: teamKey(hotelId), queryFn: () => getTeam(hotelId) });
}

/** Every team change answers with nothing; the list is read again afterwards. */
function useTeamChange<T>(hotelId: string, send: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKey(hotelId) }),
  });
}

export const useInviteMember = (hotelId: string) =>
  useTeamChange(hotelId, (input: { email: string; role: InvitableRole }) =>
    apiJson(`${teamUrl(hotelId)}/invitations`, { method: 'POST', json: input }),
  );

export const useResendInvitation = (hotelId: string) =>
  useTeamChange(hotelId, (invitationId: string) =>
    apiJson(`${teamUrl(hotelId)}/invitations/${encodeURIComponent(invitationId)}/resend`, { method: 'POST' }),
  );

export const useRevokeInvitation = (hotelId: string) =>
  useTeamChange(hotelId, (invitationId: string) =>
    apiJson(`${teamUrl(hotelId)}/invitations/${encodeURIComponent(invitationId)}`, { method: 'DELETE' }),
  );

export const useChangeRole = (hotelId: string) =>
  useTeamChange(hotelId, ({ userId, role }: { userId: string; role: HotelRole }) =>
    apiJson(`${teamUrl(hotelId)}/members/${encodeURIComponent(userId)}/role`, { method: 'PUT', json: { role } }),
  );

export const useRemoveMember = (hotelId: string) =>
  useTeamChange(hotelId, (userId: string) =>
    apiJson(`${teamUrl(hotelId)}/members/${encodeURIComponent(userId)}`, { method: 'DELETE' }),
  );

export const previewInvitation = (token: string) =>
  apiJson<{ invitation: InvitationPreview }>('/api/invitations/preview', { method: 'POST', json: { token } }).then(
    (answer) => answer.invitation,
  );

export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: ['invitation', token],
    queryFn: () => previewInvitation(token),
    enabled: token !== '',
    retry: false,
  });
}
