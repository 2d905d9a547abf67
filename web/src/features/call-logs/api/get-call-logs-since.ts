import type { CallLogPage } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';

/** Calls changed after `since` (an updatedAt the page holds), oldest change first. */
export function getCallLogsSince(hotelId: string, since: string, cursor: string | null): Promise<CallLogPage> {
  const params = new URLSearchParams({ since });
  if (cursor) params.set('cursor', cursor);
  return apiJson<CallLogPage>(`/api/hotels/${encodeURIComponent(hotelId)}/call-logs?${params}`);
}
