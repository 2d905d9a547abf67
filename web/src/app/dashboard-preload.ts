import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { CallLogPage, DashboardPreload } from '@hotelvoice/api/contracts';
import { dashboardPreloadElementId } from '@hotelvoice/api/contracts/public-pages';
import { noFilters } from '../features/call-logs/api/call-log-filters.ts';
import { callLogKeys } from '../features/call-logs/api/call-log-keys.ts';
import { useAuthStore } from '../features/auth/stores/auth-store.ts';
import { myHotelsKey } from '../features/hotels/api/get-my-hotels.ts';

function readPreload(): DashboardPreload | null {
  const element = document.getElementById(dashboardPreloadElementId);
  if (!element?.textContent) return null;
  element.remove();
  try {
    return JSON.parse(element.textContent) as DashboardPreload;
  } catch {
    return null;
  }
}

/**
 * Puts what the api embedded in a signed-in dashboard page (decision 070) where the page's own
 * requests would have put it: the session user in the auth store, the hotel list and the first page
 * of calls in the query cache. The page then renders without asking; live events and the catch-up
 * after joining the hotel's room keep the list current from there, as after any fetch.
 */
export function applyDashboardPreload(queryClient: QueryClient): void {
  const preload = readPreload();
  if (!preload) return;
  useAuthStore.getState().setUser(preload.user);
  queryClient.setQueryData(myHotelsKey(preload.user.id), preload.hotels);
  if (preload.callLogs) {
    const data: InfiniteData<CallLogPage, string | null> = { pages: [preload.callLogs.page], pageParams: [null] };
    queryClient.setQueryData(callLogKeys.list(preload.callLogs.hotelId, noFilters), data);
  }
}
