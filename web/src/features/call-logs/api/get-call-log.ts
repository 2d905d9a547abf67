import type { CallLogDetail } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';

export const getCallLog = (hotelId: string, callId: string) =>
  apiJson<CallLogDetail>(`/api/hotels/${encodeURIComponent(hotelId)}/call-logs/${encodeURIComponent(callId)}`);
