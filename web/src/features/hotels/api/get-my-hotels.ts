import type { DashboardHotel } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';

export const getMyHotels = () => apiJson<{ hotels: DashboardHotel[] }>('/api/me/hotels');
