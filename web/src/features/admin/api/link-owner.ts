import type { HotelDetail } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';

export const linkOwner = (hotelId: string, email: string) =>
  apiJson<{ hotel: HotelDetail }>(`/api/admin/hotels/${encodeURIComponent(hotelId)}/owners`, {
    method: 'POST',
    json: { email },
  }).then((r) => r.hotel);
