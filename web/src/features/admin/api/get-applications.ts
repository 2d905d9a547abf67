import type { Application } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';

export const getApplications = () =>
  apiJson<{ applications: Application[] }>('/api/admin/applications').then((r) => r.applications);
