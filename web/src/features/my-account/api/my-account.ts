import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountProfile, AccountSession } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';

const keys = { profile: ['account', 'profile'] as const, sessions: ['account', 'sessions'] as const };

export function useAccountProfile() {
  return useQuery({
    queryKey: keys.profile,
    queryFn: () => apiJson<{ profile: AccountProfile }>('/api/account').then((a) => a.profile),
  });
}

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: { firstName: string; lastName: string; phoneNumber: string }) =>
      apiJson<{ profile: AccountProfile }>('/api/account', { method: 'PUT', json: fields }).then((a) => a.profile),
    onSuccess: (profile) => queryClient.setQueryData(keys.profile, profile),
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) =>
      apiJson<void>('/api/account/password', { method: 'POST', json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.sessions }),
  });
}

export function useChangeEmail() {
  return useMutation({
    mutationFn: (input: { currentPassword: string; newEmail: string }) =>
      apiJson<{ newEmail: string }>('/api/account/email', { method: 'POST', json: input }),
  });
}

export function useSessions() {
  return useQuery({
    queryKey: keys.sessions,
    queryFn: () => apiJson<{ sessions: AccountSession[] }>('/api/account/sessions').then((a) => a.sessions),
  });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) =>
      apiJson<void>(`/api/account/sessions/${encodeURIComponent(sessionId)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.sessions }),
  });
}

export function useSignOutEverywhere() {
  return useMutation({
    mutationFn: () => apiJson<void>('/api/account/sign-out-everywhere', { method: 'POST' }),
  });
}
