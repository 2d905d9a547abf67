import type { CreateDemoRequestBody } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';

export const createDemoRequest = (input: CreateDemoRequestBody) =>
  apiJson<{ demoRequestId: string }>('/api/demo-requests', { method: 'POST', json: input });
