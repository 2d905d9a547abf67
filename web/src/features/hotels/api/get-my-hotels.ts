import { useQuery } from '@tanstack/react-query';
import type { DashboardHotel } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';

export const myHotelsKey = (userId: string) => ['me', userId, 'hotels'] as const;

export const getMyHotels = () => apiJson<{ hotels: DashboardHotel[] }>('/api/me/hotels').then((r) => r.hotels);

export function useMyHotels(userId: string) {
  return useQuery({ queryKey: myHotelsKey(userId), queryFn: getMyHotels, staleTime: 5 * 60_000 });
}
