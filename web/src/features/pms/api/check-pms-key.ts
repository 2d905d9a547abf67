import type { PmsKeyStatus } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';

export const checkPmsKey = (hotelId: string) =>
  apiJson<PmsKeyStatus>(`/api/check-pms-key?uid=${encodeURIComponent(hotelId)}`);
