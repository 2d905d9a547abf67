import { useQuery } from '@tanstack/react-query';
import type { HotelsOverview } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';

export const hotelsOverviewKey = (userId: string) => ['me', userId, 'hotels', 'overview'] as const;

/** How often the all-hotels figures are read again while the page is open (they span every hotel's room). */
const overviewRefreshMs = 60_000;

export function useHotelsOverview(userId: string, enabled: boolean) {
  return useQuery({
    queryKey: hotelsOverviewKey(userId),
    queryFn: () => apiJson<HotelsOverview>('/api/me/hotels/overview'),
    enabled,
    refetchInterval: overviewRefreshMs,
  });
}
