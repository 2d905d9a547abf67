import type { HotelDetail, HotelFieldsBody } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';

/** Creates the hotel when `hotelId` is null, else updates it. */
export const saveHotel = (hotelId: string | null, fields: HotelFieldsBody) =>
  apiJson<{ hotel: HotelDetail }>(hotelId ? `/api/admin/hotels/${encodeURIComponent(hotelId)}` : '/api/admin/hotels', {
    method: hotelId ? 'PATCH' : 'POST',
    json: fields,
  }).then((r) => r.hotel);
