import { roleAllows } from '../../platform/access/access.ts';
import type { DashboardHotel, InsightsPreload } from '../../contracts/dashboard.ts';
import type { SessionUser } from '../../contracts/auth.ts';
import type { CallLogPage } from '../../contracts/call-logs.ts';
import { followUpPageSize, initialInsightsPreset, periodOf } from '../../contracts/insights-period.ts';
import { callLogPageSize } from '../../contracts/call-log-page-size.ts';
import type { Identity } from '../../platform/access/identity.ts';
import { toSessionUser } from '../auth/auth.service.ts';
import type { Services } from '../services.ts';

/** The call list's filters are the owner's local days; only the unfiltered list means the same here. */
const filterParams = ['q', 'from', 'to'];

/**
 * What a signed-in dashboard page's loaders read (decision 082), with the same services as
 * GET /api/auth/session, /api/me/hotels, /api/hotels/:id/call-logs and the insights page's four
 * requests, for the same user (a listed hotel is one they may read).
 */
export function createDashboardPageService(
  services: Pick<Services, 'myHotels' | 'callLogs' | 'insights' | 'revenue' | 'followUps'>,
) {
  // The follow-ups are only listed here: nothing assigns, so no alert e-mail is ever queued.
  const { myHotels, callLogs, insights, revenue, followUps: followUpLists } = services;

  return {
    /** The user's hotels; null for an account that may not use the dashboard (not activated, no profile). */
    async hotelsOf(identity: Identity): Promise<DashboardHotel[] | null> {
      if (!identity.activated || !identity.hasProfile) return null;
      return myHotels.list(identity);
    },

    userOf(identity: Identity): SessionUser {
      const { userId, email, admin, firstName, lastName, activated } = identity;
      return toSessionUser(userId, email, admin, { firstName, lastName, activated });
    },

    unfiltered: (query: URLSearchParams) => filterParams.every((name) => !query.get(name)),

    /** What GET …/call-logs answers with no filter and no cursor. */
    firstCallPage: (hotelId: string): Promise<CallLogPage> => callLogs.list(hotelId, { limit: callLogPageSize }),

    /** What GET …/insights (the opening period), …/insights/revenue, …/follow-ups and …/insights/settings answer. */
    async insightsOf(hotel: DashboardHotel, viewerId: string): Promise<InsightsPreload> {
      const { from, to } = periodOf(initialInsightsPreset, hotel.timeZone);
      const [figures, revenueFigures, followUps, settings] = await Promise.all([
        // The same answer as the route's: the cost of calls for owners and managers only (decision 092).
        insights.insights(hotel.id, { from, to }, { withCost: roleAllows(hotel.role, 'manage') }),
        revenue.revenue(hotel.id, { from, to }),
        followUpLists.list(hotel.id, viewerId, { from, to, view: 'all', status: 'open', limit: followUpPageSize }),
        insights.settingsOf(hotel.id),
      ]);
      const { timeZone, frontDeskOpens, frontDeskCloses } = settings;
      return {
        hotelId: hotel.id,
        from,
        to,
        figures,
        revenue: revenueFigures,
        followUps,
        settings: { hotelId: hotel.id, timeZone, frontDeskOpens, frontDeskCloses },
      };
    },
  };
}

export type DashboardPageService = ReturnType<typeof createDashboardPageService>;
