import type { AdminDemoRequest } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';

export const markDemoRequestHandled = (demoRequestId: string, handled: boolean) =>
  apiJson<{ demoRequest: AdminDemoRequest }>(`/api/admin/demo-requests/${encodeURIComponent(demoRequestId)}/handled`, {
    method: 'PUT',
    json: { handled },
  }).then((r) => r.demoRequest);
