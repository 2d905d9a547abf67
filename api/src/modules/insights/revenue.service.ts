import type { RevenueInsights } from '../../contracts/bookings.ts';
import { addDays } from '../../contracts/insights-period.ts';
import type { InsightsQuery } from '../../contracts/insights.ts';
import type { Db } from '../../platform/db/pool.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { createHotelsService } from '../hotels/hotels.service.ts';
import { findSettings } from './insights.repo.ts';
import { checkedDays } from './period-check.ts';
import { sumRevenue } from './revenue.repo.ts';
import { afterHoursOf } from './rollup-columns.ts';

/** "Revenue from calls" (decision 091): the period and the same number of days before, in the hotel's currency. */
export function createRevenueService(db: Db) {
  const hotels = createHotelsService(db);
  return {
    async revenue(hotelId: string, query: InsightsQuery): Promise<RevenueInsights> {
      const days = checkedDays(query);
      const [settings, clock] = await Promise.all([findSettings(db, hotelId), hotels.clock(hotelId)]);
      if (!settings || !clock) throw notFound('Hotel not found.');
      const afterHours = afterHoursOf(settings.frontDeskOpens, settings.frontDeskCloses);
      const previousFrom = addDays(query.from, -days);
      const previousTo = addDays(query.from, -1);
      const [current, previous] = await Promise.all([
        sumRevenue(db, hotelId, clock.currency, query, afterHours),
        sumRevenue(db, hotelId, clock.currency, { from: previousFrom, to: previousTo }, afterHours),
      ]);
      return {
        hotelId,
        currency: clock.currency,
        from: query.from,
        to: query.to,
        previousFrom,
        previousTo,
        current,
        previous,
      };
    },
  };
}
