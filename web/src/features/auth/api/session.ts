import type { SessionUser } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';

export const getSession = () => apiJson<{ user: SessionUser | null }>('/api/auth/session');

export const signOut = () => apiJson<void>('/api/auth/sign-out', { method: 'POST' });
