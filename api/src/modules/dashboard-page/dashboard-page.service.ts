import type { DashboardPreload } from '../../contracts/dashboard.ts';
import { callLogPageSize, initialHotelId } from '../../contracts/public-pages.ts';
import type { Identity } from '../../platform/access/identity.ts';
import { toSessionUser } from '../auth/auth.service.ts';
import { createCallLogsService } from '../call-logs/call-logs.service.ts';
import type { ModuleContext } from '../module-context.ts';
import { createMyHotelsService } from '../my-hotels/my-hotels.service.ts';

const callLogPath = '/dashboard/call-logs';
/** The call list's filters are the owner's local days; only the unfiltered list means the same here. */
const filterParams = ['q', 'from', 'to'];

export interface DashboardPageRequest {
  pathname: string;
  query: Record<string, unknown>;
  /** The hotel the browser has selected (a cookie), if any; checked against the user's hotels. */
  hotelHint: string | null;
}

/**
 * What a signed-in dashboard page's first render needs (decision 070), read with the same services
 * as GET /api/auth/session, /api/me/hotels and /api/hotels/:id/call-logs, for the same user.
 */
export function createDashboardPageService(ctx: Pick<ModuleContext, 'pool' | 'storage'>) {
  const myHotels = createMyHotelsService(ctx.pool);
  const callLogs = createCallLogsService(ctx.pool, ctx.storage);
  return {
    async preload(identity: Identity, request: DashboardPageRequest): Promise<DashboardPreload | null> {
      if (!identity.activated || !identity.hasProfile) return null;
      const { userId, email, admin, firstName, lastName, activated } = identity;
      const user = toSessionUser(userId, email, admin, { firstName, lastName, activated });
      const hotels = await myHotels.list(identity);
      // The web's own rule: the URL's hotel if listed, else the saved one if still listed, else the first.
      const urlHotel = typeof request.query.hotel === 'string' ? request.query.hotel : null;
      const selectedId = initialHotelId(hotels, urlHotel, request.hotelHint);
      const selected = hotels.find((h) => h.id === selectedId);
      const unfiltered = filterParams.every((name) => !request.query[name]);
      const withCalls = request.pathname === callLogPath && unfiltered && selected;
      return {
        user,
        hotels,
        callLogs: withCalls
          ? { hotelId: selected.id, page: await callLogs.list(selected.id, { limit: callLogPageSize }) }
          : null,
      };
    },
  };
}

export type DashboardPageService = ReturnType<typeof createDashboardPageService>;
