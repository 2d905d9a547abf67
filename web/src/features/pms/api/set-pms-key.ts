import { apiJson } from '../../../lib/api-client.ts';

/** Spec §7 'Save PMS key': uid is the user's id, as the spec sends it; the session decides access. */
export const setPmsKey = (input: { uid: string; hotelId: string; pmsKey: string }) =>
  apiJson<{ status: 'success' }>('/api/set-pms-key', {
    method: 'POST',
    json: { uid: input.uid, hotel_id: input.hotelId, pms_key: input.pmsKey },
  });
