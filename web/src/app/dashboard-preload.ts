import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { CallLogPage, DashboardHotel, DashboardPreload } from '@hotelvoice/api/contracts';
import { dashboardPreloadElementId, initialHotelId } from '@hotelvoice/api/contracts/public-pages';
import { hotelInUrlPaths } from '../config/paths.ts';
import { RevokedSessionListener } from './provider.tsx';
import { preloadGuardedLayout } from './router.tsx';
import { noFilters } from '../features/call-logs/api/call-log-filters.ts';
import { callLogKeys } from '../features/call-logs/api/call-log-keys.ts';
import { useAuthStore } from '../features/auth/stores/auth-store.ts';
import { myHotelsKey } from '../features/hotels/api/get-my-hotels.ts';
import { insightsKeys } from '../features/insights/api/insights-keys.ts';
import { readSavedHotelId, useSelectedHotelStore } from '../features/hotels/stores/selected-hotel-store.ts';

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

/** The page's URL naming the hotel where the page does (hotelInUrlPaths), or null when it needs no change. */
export function urlNamingHotel(url: URL, hotelId: string): URL | null {
  const urlHotel = url.searchParams.get('hotel');
  if (!hotelInUrlPaths.includes(url.pathname) || urlHotel === hotelId) return null;
  const named = new URL(url);
  // An unknown hotel's `?id=` names a call of that hotel, not of this one (as useHotelInUrl drops it).
  if (urlHotel) named.searchParams.delete('id');
  named.searchParams.set('hotel', hotelId);
  return named;
}

/**
 * Puts the preload where the page's own requests would have put it: the session user in the auth
 * store, the hotel list, the first page of calls and the insights page's figures, follow-ups and
 * settings in the query cache. Touches no browser API: the
 * server render (web/src/dashboard-server.tsx) seeds its render the same way.
 */
export function seedFromPreload(queryClient: QueryClient, preload: DashboardPreload): void {
  useAuthStore.getState().setUser(preload.user);
  queryClient.setQueryData(myHotelsKey(preload.user.id), preload.hotels);
  if (preload.callLogs) {
    const data: InfiniteData<CallLogPage, string | null> = { pages: [preload.callLogs.page], pageParams: [null] };
    queryClient.setQueryData(callLogKeys.list(preload.callLogs.hotelId, noFilters), data);
  }
  if (preload.insights) {
    const { hotelId, from, to, figures, followUps, settings } = preload.insights;
    queryClient.setQueryData(insightsKeys.period(hotelId, from, to), figures);
    queryClient.setQueryData(insightsKeys.followUps(hotelId), followUps);
    queryClient.setQueryData(insightsKeys.settings(hotelId), settings);
  }
}

/**
 * Selects the hotel the dashboard would select right after its first render (initialHotelId, as
 * useHotelInUrl and useRestoreSelectedHotel would), and names it in the URL where the page does,
 * so that render is the page's only one.
 */
function selectInitialHotel(userId: string, hotels: DashboardHotel[]): void {
  const url = new URL(window.location.href);
  const hotelId = initialHotelId(hotels, url.searchParams.get('hotel'), readSavedHotelId(userId));
  if (!hotelId) return;
  useSelectedHotelStore.getState().select(userId, hotelId);
  const named = urlNamingHotel(url, hotelId);
  if (named) window.history.replaceState(window.history.state, '', named);
}

/**
 * Puts what the api embedded in a signed-in dashboard page (decision 070) where the page's own
 * requests would have put it (seedFromPreload), the selected hotel in its store and the URL. The
 * page then renders once, without asking; live events and the catch-up after joining the hotel's
 * room keep the list current from there, as after any fetch. Call before the router reads the URL.
 * Returns whether there was a preload.
 */
export function applyDashboardPreload(queryClient: QueryClient): boolean {
  const preload = readPreload();
  if (!preload) return false;
  seedFromPreload(queryClient, preload);
  selectInitialHotel(preload.user.id, preload.hotels);
  return true;
}

/**
 * Loads the code a page drawn on the server renders lazily (its guarded layout, the session
 * listener), so the server's render and the browser's hydration both draw it without suspending.
 */
export async function preloadDrawnPage(pathname: string): Promise<void> {
  await Promise.all([preloadGuardedLayout(pathname), RevokedSessionListener.preload()]);
}
