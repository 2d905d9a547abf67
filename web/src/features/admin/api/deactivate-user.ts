import { apiJson } from '../../../lib/api-client.ts';

export const deactivateUser = (userId: string) =>
  apiJson<void>(`/api/admin/users/${encodeURIComponent(userId)}/deactivate`, { method: 'POST' });
