import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDemoRequest } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';

export const demoRequestsKey = ['admin', 'demo-requests'] as const;

export const getDemoRequests = () =>
  apiJson<{ demoRequests: AdminDemoRequest[] }>('/api/admin/demo-requests').then((r) => r.demoRequests);

export const demoRequestsQueryOptions = () => queryOptions({ queryKey: demoRequestsKey, queryFn: getDemoRequests });

export const useDemoRequests = () => useQuery(demoRequestsQueryOptions());
