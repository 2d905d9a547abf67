import type { DashboardHotel, DashboardPreload, InsightsPreload } from '../../contracts/dashboard.ts';
import { followUpPageSize, initialInsightsPreset, periodOf } from '../../contracts/insights-period.ts';
import { callLogPageSize, initialHotelId } from '../../contracts/public-pages.ts';
import type { Identity } from '../../platform/access/identity.ts';
import { toSessionUser } from '../auth/auth.service.ts';
import { createCallLogsService } from '../call-logs/call-logs.service.ts';
import type { ModuleContext } from '../module-context.ts';
import { createInsightsService } from '../insights/insights.service.ts';
import { createMyHotelsService } from '../my-hotels/my-hotels.service.ts';

const callLogPath = '/dashboard/call-logs';
const insightsPath = '/dashboard/insights';
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
 * as GET /api/auth/session, /api/me/hotels, /api/hotels/:id/call-logs and the insights page's
 * three requests, for the same user (a listed hotel is one they may read).
 */
export function createDashboardPageService(ctx: Pick<ModuleContext, 'pool' | 'storage' | 'publish'>) {
  const myHotels = createMyHotelsService(ctx.pool);
  const callLogs = createCallLogsService(ctx.pool, ctx.storage);
  const insights = createInsightsService(ctx.pool, ctx.publish);

  /** What GET …/insights (the opening period), …/follow-ups and …/insights/settings answer. */
  async function insightsOf(hotel: DashboardHotel): Promise<InsightsPreload> {
    const { from, to } = periodOf(initialInsightsPreset, hotel.timeZone);
    const [figures, followUps, settings] = await Promise.all([
      insights.insights(hotel.id, { from, to }),
      insights.followUps(hotel.id, followUpPageSize),
      insights.settingsOf(hotel.id),
    ]);
    const { timeZone, frontDeskOpens, frontDeskCloses } = settings;
    return {
      hotelId: hotel.id,
      from,
      to,
      figures,
      followUps,
      settings: { hotelId: hotel.id, timeZone, frontDeskOpens, frontDeskCloses },
    };
  }

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
        insights: request.pathname === insightsPath && selected ? await insightsOf(selected) : null,
      };
    },
  };
}

export type DashboardPageService = ReturnType<typeof createDashboardPageService>;
