import { apiJson } from '../../../lib/api-client.ts';

export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  admin: boolean;
  activated: boolean;
}

export const getSession = () => apiJson<{ user: SessionUser | null }>('/api/auth/session');

export const signIn = (email: string, password: string) =>
  apiJson<{ user: SessionUser }>('/api/auth/sign-in', { method: 'POST', json: { email, password } });

export const signInAdmin = (email: string, password: string) =>
  apiJson<{ user: SessionUser }>('/api/auth/admin/sign-in', { method: 'POST', json: { email, password } });

export const signOut = () => apiJson<void>('/api/auth/sign-out', { method: 'POST' });

export interface SignUpInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phoneNumber: string;
}

export const signUp = (input: SignUpInput) =>
  apiJson<{ email: string }>('/api/auth/sign-up', { method: 'POST', json: input });
