import { apiJson } from '../../../lib/api-client.ts';

export const setAdmin = (userId: string, admin: boolean) =>
  apiJson<void>(`/api/admin/users/${encodeURIComponent(userId)}/admin`, { method: 'PUT', json: { admin } });
