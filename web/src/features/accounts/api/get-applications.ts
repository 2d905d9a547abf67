import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Application } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';
import { accountKeys } from './account-keys.ts';

export const getApplications = () =>
  apiJson<{ applications: Application[] }>('/api/admin/applications').then((r) => r.applications);

export const applicationsQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.applications, queryFn: getApplications });

export const useApplications = () => useQuery(applicationsQueryOptions());
