import type { CallLogPage } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';
import { filterParams, type CallLogFilters } from './call-log-filters.ts';

export const callLogPageSize = 30;

export function getCallLogs(hotelId: string, filters: CallLogFilters, cursor: string | null): Promise<CallLogPage> {
  const params = filterParams(filters);
  params.set('limit', String(callLogPageSize));
  if (cursor) params.set('cursor', cursor);
  return apiJson<CallLogPage>(`/api/hotels/${encodeURIComponent(hotelId)}/call-logs?${params}`);
}
