import { hotelsOverviewLimit, type HotelAttention, type HotelsOverview } from '../../contracts/hotels-overview.ts';
import { followUpPageSize, initialInsightsPreset, periodOf } from '../../contracts/insights-period.ts';
import type { Identity } from '../../platform/access/identity.ts';
import type { ModuleContext } from '../module-context.ts';
import { createInsightsService } from '../insights/insights.service.ts';
import { createMyHotelsService } from '../my-hotels/my-hotels.service.ts';
import { listHotelDays } from './hotels-overview.repo.ts';

/** What needs a person most comes first: open follow-ups and missed calls, then the quietest hotel. */
export function byAttention(a: HotelAttention, b: HotelAttention): number {
  return (
    b.openFollowUps + b.missedToday - (a.openFollowUps + a.missedToday) ||
    (a.lastCallAt ?? '').localeCompare(b.lastCallAt ?? '') ||
    a.name.localeCompare(b.name)
  );
}

export function createHotelsOverviewService(ctx: Pick<ModuleContext, 'pool' | 'publish'>) {
  const myHotels = createMyHotelsService(ctx.pool);
  const insights = createInsightsService(ctx.pool, ctx.publish);

  return {
    /** The user's hotels (every hotel for an admin), each with today's figures, by attention. */
    async overview(identity: Identity): Promise<HotelsOverview> {
      const hotels = await myHotels.list(identity);
      const days = await listHotelDays(
        ctx.pool,
        hotels.map((h) => h.id),
      );
      // The same count as the home tile and the insights list (insights.followUps' total).
      const withFollowUps = await Promise.all(
        days.map(async (day): Promise<HotelAttention> => {
          const { from, to } = periodOf(initialInsightsPreset, day.timeZone);
          const page = await insights.followUps(day.hotelId, { from, to, limit: followUpPageSize });
          return { ...day, openFollowUps: page.total };
        }),
      );
      return { hotels: withFollowUps.sort(byAttention).slice(0, hotelsOverviewLimit) };
    },
  };
}
