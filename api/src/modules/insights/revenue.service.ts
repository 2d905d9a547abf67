import type { RevenueInsights } from '../../contracts/bookings.ts';
import { addDays } from '../../contracts/insights-period.ts';
import type { InsightsQuery } from '../../contracts/insights.ts';
import type { Db } from '../../platform/db/pool.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { readHotelClockSettings } from '../hotels/index.ts';
import { checkedDays } from './period-check.ts';
import { sumRevenue } from './revenue.repo.ts';
import { afterHoursOf } from './rollup-columns.ts';

/** "Revenue from calls" (decision 091): the period and the same number of days before, in the hotel's currency. */
export function createRevenueService(db: Db) {
  return {
    async revenue(hotelId: string, query: InsightsQuery): Promise<RevenueInsights> {
      const days = checkedDays(query);
      const settings = await readHotelClockSettings(db, hotelId);
      if (!settings) throw notFound('Hotel not found.');
      const previous = { from: addDays(query.from, -days), to: addDays(query.from, -1) };
      const figures = await sumRevenue(
        db,
        hotelId,
        settings.currency,
        { current: query, previous },
        afterHoursOf(settings.frontDeskOpens, settings.frontDeskCloses),
      );
      return {
        hotelId,
        currency: settings.currency,
        from: query.from,
        to: query.to,
        previousFrom: previous.from,
        previousTo: previous.to,
        ...figures,
      };
    },
  };
}
