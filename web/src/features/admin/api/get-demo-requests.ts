import type { AdminDemoRequest } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';

export const getDemoRequests = () =>
  apiJson<{ demoRequests: AdminDemoRequest[] }>('/api/admin/demo-requests').then((r) => r.demoRequests);
