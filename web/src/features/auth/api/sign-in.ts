import { useMutation } from '@tanstack/react-query';
import type { SessionUser } from '@hotelvoice/api/contracts';
import { useAuthStore } from '../stores/auth-store.ts';
import { completeTwoStep, signIn, signInAdmin, type PasswordStepResult } from './session.ts';

interface Credentials {
  email: string;
  password: string;
}

/**
 * Spec §4 customer login. The server signs a missing or pending account out again and says why; a
 * success puts the user in the auth store (or asks for the two-step code), the caller decides where to go.
 */
export function useSignInMutation() {
  const setUser = useAuthStore((s) => s.setUser);
  return useMutation<PasswordStepResult, Error, Credentials>({
    mutationFn: ({ email, password }) => signIn(email, password),
    onSuccess: (result) => {
      if ('user' in result) setUser(result.user);
    },
  });
}

/** Spec §6 admin login: the api refuses a non-admin ('You do not have admin privileges') and signs them out. */
export function useAdminSignInMutation() {
  const setUser = useAuthStore((s) => s.setUser);
  return useMutation<PasswordStepResult, Error, Credentials>({
    mutationFn: ({ email, password }) => signInAdmin(email, password),
    onSuccess: (result) => {
      if ('user' in result) setUser(result.user);
    },
    onError: () => setUser(null),
  });
}

/** The code step after the password, for accounts with two-step sign-in on. */
export function useTwoStepSignInMutation() {
  const setUser = useAuthStore((s) => s.setUser);
  return useMutation<{ user: SessionUser }, Error, { ticket: string; code: string }>({
    mutationFn: ({ ticket, code }) => completeTwoStep(ticket, code),
    onSuccess: ({ user }) => setUser(user),
  });
}
