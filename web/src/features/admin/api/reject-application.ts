import { apiJson } from '../../../lib/api-client.ts';

export const rejectApplication = (userId: string) =>
  apiJson<void>(`/api/admin/applications/${encodeURIComponent(userId)}/reject`, { method: 'POST' });
