import { redirect, type AppLoadContext } from 'react-router';
import type { DashboardSession } from '@hotelvoice/api/contracts/web-context';
import { hotelInUrlPaths } from '../config/paths.ts';
import { loginPathFor } from './return-path.ts';

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
 * A signed-in dashboard visit: the user, their hotels and the hotel the page opens on. A signed-out
 * visitor goes to the login page, which sends them back here after signing in; a page that names
 * its hotel in the URL gets it named there.
 */
export async function loadDashboardSession(request: Request, context: AppLoadContext): Promise<DashboardSession> {
  const url = new URL(request.url);
  const session = await context.dashboard.session(url);
  if (!session) throw redirect(loginPathFor(url));
  const named = session.selectedHotelId ? urlNamingHotel(url, session.selectedHotelId) : null;
  if (named) throw redirect(named.pathname + named.search);
  return session;
}
