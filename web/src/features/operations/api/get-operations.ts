import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OperationsSnapshot } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';

export const getOperations = () => apiJson<OperationsSnapshot>('/api/admin/operations');

/** Read again every 30 s while the page is open: it is a view to keep an eye on. */
export const operationsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'operations'], queryFn: getOperations, refetchInterval: 30_000 });

export const useOperations = () => useQuery(operationsQueryOptions());
