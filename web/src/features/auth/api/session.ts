import { apiJson } from '../../../lib/api-client.ts';

export const signOut = () => apiJson<void>('/api/auth/sign-out', { method: 'POST' });
