import type { HotelDetail } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';

export interface HotelFields {
  name: string;
  address: string;
  role: string;
  location: string;
  website: string;
  facilityOwner: string;
  phoneNumber: string;
  googlePlaceId: string;
  assistantName: string;
}

/** Creates the hotel when `hotelId` is null, else updates it. */
export const saveHotel = (hotelId: string | null, fields: HotelFields) =>
  apiJson<{ hotel: HotelDetail }>(hotelId ? `/api/admin/hotels/${encodeURIComponent(hotelId)}` : '/api/admin/hotels', {
    method: hotelId ? 'PATCH' : 'POST',
    json: fields,
  }).then((r) => r.hotel);
