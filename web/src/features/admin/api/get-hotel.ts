import type { HotelDetail } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';

export const getHotel = (hotelId: string) =>
  apiJson<{ hotel: HotelDetail }>(`/api/admin/hotels/${encodeURIComponent(hotelId)}`).then((r) => r.hotel);
