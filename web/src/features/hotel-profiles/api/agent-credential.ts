import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AgentCredentialStatus, IssuedAgentCredential } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';
import { hotelProfileKeys } from './hotel-profile-keys.ts';

const credentialUrl = (hotelId: string) => `/api/admin/hotels/${encodeURIComponent(hotelId)}/agent-credential`;

/** Whether the hotel has an agent credential, since when, and when an agent last used it. */
export function useAgentCredential(hotelId: string) {
  return useQuery({
    queryKey: hotelProfileKeys.agentCredential(hotelId),
    queryFn: () => apiJson<{ credential: AgentCredentialStatus }>(credentialUrl(hotelId)).then((r) => r.credential),
  });
}

/** Creates the credential, or rotates it (the old one stops at once); the answer holds the token, once. */
export function useIssueAgentCredentialMutation(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<IssuedAgentCredential>(credentialUrl(hotelId), { method: 'POST' }),
    onSuccess: (issued) => queryClient.setQueryData(hotelProfileKeys.agentCredential(hotelId), issued.credential),
  });
}
