import type { AdminUser } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';

export const getUsers = () => apiJson<{ users: AdminUser[] }>('/api/admin/users').then((r) => r.users);
