import { useQuery } from '@tanstack/react-query';
import { getMyHotels } from '../api/get-my-hotels.ts';

export const myHotelsKey = (userId: string) => ['me', userId, 'hotels'] as const;

export function useMyHotels(userId: string) {
  return useQuery({
    queryKey: myHotelsKey(userId),
    queryFn: async () => (await getMyHotels()).hotels,
    staleTime: 5 * 60_000,
  });
}
