import type { SessionUser } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';

export const getSession = () => apiJson<{ user: SessionUser | null }>('/api/auth/session');

export const signIn = (email: string, password: string) =>
  apiJson<{ user: SessionUser }>('/api/auth/sign-in', { method: 'POST', json: { email, password } });

export const signInAdmin = (email: string, password: string) =>
  apiJson<{ user: SessionUser }>('/api/auth/admin/sign-in', { method: 'POST', json: { email, password } });

export const signOut = () => apiJson<void>('/api/auth/sign-out', { method: 'POST' });
