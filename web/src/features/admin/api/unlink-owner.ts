import type { HotelDetail } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';

export const unlinkOwner = (hotelId: string, userId: string) =>
  apiJson<{ hotel: HotelDetail }>(
    `/api/admin/hotels/${encodeURIComponent(hotelId)}/owners/${encodeURIComponent(userId)}`,
    { method: 'DELETE' },
  ).then((r) => r.hotel);
