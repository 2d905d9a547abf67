import { useInfiniteQuery } from '@tanstack/react-query';
import type { AuditEventPage } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';

export interface AuditFilters {
  action: string;
  actor: string;
  from: string;
  to: string;
}

export const auditEventKeys = { list: (filters: AuditFilters) => ['admin', 'audit-events', filters] as const };

/** Dates from the filter (yyyy-mm-dd, the admin's day) become the instants the api compares. */
function queryOf(filters: AuditFilters, before: string | null): string {
  const params = new URLSearchParams();
  if (filters.action) params.set('action', filters.action);
  if (filters.actor.trim()) params.set('actor', filters.actor.trim());
  if (filters.from) params.set('from', new Date(`${filters.from}T00:00:00`).toISOString());
  if (filters.to) params.set('to', new Date(new Date(`${filters.to}T00:00:00`).getTime() + 86_400_000).toISOString());
  if (before) params.set('before', before);
  return params.toString();
}

export const getAuditEvents = (filters: AuditFilters, before: string | null) =>
  apiJson<AuditEventPage>(`/api/admin/audit-events?${queryOf(filters, before)}`);

export function useAuditEvents(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: auditEventKeys.list(filters),
    queryFn: ({ pageParam }) => getAuditEvents(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
