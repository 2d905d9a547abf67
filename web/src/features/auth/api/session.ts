import type { SessionUser, TwoStepChallenge } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';

export const getSession = () => apiJson<{ user: SessionUser | null }>('/api/auth/session');

/** The password step: a session, or a ticket for the code step when two-step sign-in is on. */
export type PasswordStepResult = { user: SessionUser } | TwoStepChallenge;

export const signIn = (email: string, password: string) =>
  apiJson<PasswordStepResult>('/api/auth/sign-in', { method: 'POST', json: { email, password } });

export const signInAdmin = (email: string, password: string) =>
  apiJson<PasswordStepResult>('/api/auth/admin/sign-in', { method: 'POST', json: { email, password } });

export const completeTwoStep = (ticket: string, code: string) =>
  apiJson<{ user: SessionUser }>('/api/auth/two-step', { method: 'POST', json: { ticket, code } });

export const signOut = () => apiJson<void>('/api/auth/sign-out', { method: 'POST' });
