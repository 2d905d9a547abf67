import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OutboxMessage } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';

export const getOutbox = () => apiJson<{ messages: OutboxMessage[] }>('/api/admin/outbox').then((r) => r.messages);

export const outboxQueryOptions = () => queryOptions({ queryKey: ['admin', 'outbox'], queryFn: getOutbox });

export const useOutbox = () => useQuery(outboxQueryOptions());
