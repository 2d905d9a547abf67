import { hotelsOverviewLimit, type HotelAttention, type HotelsOverview } from '../../contracts/hotels-overview.ts';
import { initialInsightsPreset, periodOf } from '../../contracts/insights-period.ts';
import type { Identity } from '../../platform/access/identity.ts';
import type { Db } from '../../platform/db/pool.ts';
import { quietCallDay, readHotelCallDays } from '../call-logs/index.ts';
import { countOpenFollowUps } from '../follow-ups/follow-ups.service.ts';
import { periodInstants } from '../insights/index.ts';
import type { MyHotelsService } from '../my-hotels/my-hotels.service.ts';

/** What needs a person most comes first: open follow-ups and missed calls, then the quietest hotel. */
export function byAttention(a: HotelAttention, b: HotelAttention): number {
  return (
    b.openFollowUps + b.missedToday - (a.openFollowUps + a.missedToday) ||
    (a.lastCallAt ?? '').localeCompare(b.lastCallAt ?? '') ||
    a.name.localeCompare(b.name)
  );
}

export function createHotelsOverviewService(db: Db, myHotels: MyHotelsService) {
  return {
    /** The user's hotels (every hotel for an admin), each with today's figures, by attention. */
    async overview(identity: Identity): Promise<HotelsOverview> {
      const hotels = await myHotels.list(identity);
      const callDays = await readHotelCallDays(
        db,
        hotels.map((h) => ({ hotelId: h.id, timeZone: h.timeZone })),
      );
      const days = hotels.map((h) => ({
        hotelId: h.id,
        name: h.name,
        timeZone: h.timeZone,
        ...(callDays.get(h.id) ?? quietCallDay),
      }));
      // The one open-follow-up count (decision 086) of the home tile's period.
      const withFollowUps = await Promise.all(
        days.map(async (day): Promise<HotelAttention> => ({
          ...day,
          openFollowUps: await countOpenFollowUps(
            db,
            day.hotelId,
            periodInstants(periodOf(initialInsightsPreset, day.timeZone), day.timeZone),
          ),
        })),
      );
      return { hotels: withFollowUps.sort(byAttention).slice(0, hotelsOverviewLimit) };
    },
  };
}
