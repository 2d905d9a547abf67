import { rooms } from '../../contracts/rooms.ts';
import { callResolutions, callTopics, type CallResolution, type CallTopic } from '../../contracts/call-facts.ts';
import { addDays } from '../../contracts/insights-period.ts';
import type {
  Insights,
  InsightsPoint,
  InsightsQuery,
  InsightsSettings,
  InsightsSettingsInput,
  InsightsTotals,
} from '../../contracts/insights.ts';
import type { HotelsService } from '../hotels/hotels.service.ts';
import type { Db } from '../../platform/db/pool.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import type { Publish } from '../../platform/realtime/realtime-backend.ts';
import { dayIn, startOfDayIn, wallClockIn } from '../call-logs/index.ts';
import { countOpenFollowUps } from '../follow-ups/follow-ups.service.ts';
import { checkedDays } from './period-check.ts';
import { readHotelClockSettings } from '../hotels/index.ts';
import {
  heatmapOf,
  reviewRating,
  dailySeriesOf,
  dayStartsOf,
  hourlySeriesOf,
  sumCostRollups,
  sumRollups,
  type TotalsRow,
} from './insights.repo.ts';
import { afterHoursOf, resolutionColumns, sentimentColumns, topicColumns } from './rollup-columns.ts';

export function createInsightsService(db: Db, hotels: HotelsService, publish: Publish) {
  async function settingsOf(hotelId: string) {
    const settings = await readHotelClockSettings(db, hotelId);
    if (!settings) throw notFound('Hotel not found.');
    return settings;
  }

  async function totalsOf(
    hotelId: string,
    days: { from: string; to: string },
    settings: InsightsSettings,
  ): Promise<{ totals: InsightsTotals; row: TotalsRow }> {
    const tz = settings.timeZone;
    const from = startOfDayIn(days.from, tz);
    const to = startOfDayIn(addDays(days.to, 1), tz);
    const afterHours = afterHoursOf(settings.frontDeskOpens, settings.frontDeskCloses);
    const [row, rating, openFollowUps] = await Promise.all([
      sumRollups(db, hotelId, days.from, days.to, afterHours),
      reviewRating(db, hotelId, from, to),
      countOpenFollowUps(db, hotelId, { from, to }),
    ]);
    return {
      row,
      totals: {
        calls: row.calls,
        seconds: Math.round(row.seconds),
        averageSeconds: row.timedCalls > 0 ? Math.round(row.seconds / row.timedCalls) : null,
        afterHoursCalls: row.afterHours,
        followUps: openFollowUps,
        averageRating: rating.average,
        reviews: rating.reviews,
      },
    };
  }

  return {
    settingsOf,

    async updateSettings(hotelId: string, input: InsightsSettingsInput): Promise<InsightsSettings> {
      await settingsOf(hotelId);
      await hotels.setHours({ hotelId, ...input });
      publish(rooms.hotel(hotelId), 'insights:changed', { hotelId });
      return { hotelId, ...input };
    },

    /**
     * Figures of [from, to] (days on the hotel's clock) and of the same number of days before.
     * `withCost`: the reader is the owner or a manager, who see the cost of calls (decision 092).
     */
    async insights(hotelId: string, query: InsightsQuery, { withCost }: { withCost: boolean }): Promise<Insights> {
      const days = checkedDays(query);
      const settings = await settingsOf(hotelId);
      const tz = settings.timeZone;
      const from = startOfDayIn(query.from, tz);
      const to = startOfDayIn(addDays(query.to, 1), tz);
      const previousFrom = addDays(query.from, -days);
      const previousTo = addDays(query.from, -1);
      const granularity = days === 1 ? 'hour' : 'day';
      const [current, previous, buckets, heatmap, dayStarts, costs] = await Promise.all([
        totalsOf(hotelId, { from: query.from, to: query.to }, settings),
        totalsOf(hotelId, { from: previousFrom, to: previousTo }, settings),
        granularity === 'hour'
          ? hourlySeriesOf(db, hotelId, from, to)
          : dailySeriesOf(db, hotelId, query.from, query.to),
        heatmapOf(db, hotelId, query.from, query.to),
        granularity === 'day' ? dayStartsOf(db, query.from, query.to, tz) : [],
        withCost
          ? Promise.all([
              sumCostRollups(db, hotelId, query.from, query.to),
              sumCostRollups(db, hotelId, previousFrom, previousTo),
            ])
          : null,
      ]);
      const byBucket = new Map(buckets.map((b) => [b.bucket, b]));
      const series: InsightsPoint[] = [];
      if (granularity === 'hour') {
        // Whole UTC hours of the local day: 23 or 25 of them on a daylight-saving change.
        for (let t = from.getTime(); t < to.getTime(); t += 3600 * 1000) {
          const start = new Date(t);
          const found = byBucket.get(start.toISOString().replace('.000Z', 'Z'));
          series.push({
            label: `${dayIn(start, tz)}T${hourIn(start, tz)}`,
            start: start.toISOString(),
            end: new Date(t + 3600 * 1000).toISOString(),
            calls: found?.calls ?? 0,
            seconds: Math.round(found?.seconds ?? 0),
          });
        }
      } else {
        let index = 0;
        for (let day = query.from; day <= query.to; day = addDays(day, 1), index += 1) {
          const found = byBucket.get(day);
          series.push({
            label: day,
            start: dayStarts[index]!,
            end: dayStarts[index + 1]!,
            calls: found?.calls ?? 0,
            seconds: Math.round(found?.seconds ?? 0),
          });
        }
      }
      const row = current.row;
      return {
        hotelId,
        timeZone: tz,
        frontDeskOpens: settings.frontDeskOpens,
        frontDeskCloses: settings.frontDeskCloses,
        from: query.from,
        to: query.to,
        previousFrom,
        previousTo,
        granularity,
        totals: current.totals,
        previous: previous.totals,
        ...(costs ? { costs: { current: costs[0], previous: costs[1] } } : {}),
        series,
        heatmap,
        outcomes: Object.fromEntries(resolutionColumns.map(([name, column]) => [name, row[column] ?? 0])) as Record<
          CallResolution,
          number
        >,
        sentiments: Object.fromEntries(
          sentimentColumns.map(([name, column]) => [name, row[column] ?? 0]),
        ) as Insights['sentiments'],
        topics: Object.fromEntries(topicColumns.map(([name, column]) => [name, row[column] ?? 0])) as Record<
          CallTopic,
          number
        >,
      };
    },
  };
}

function hourIn(instant: Date, timeZone: string): string {
  return wallClockIn(instant.toISOString(), timeZone)!.slice(11, 13);
}

export const insightsCsvOrder = { resolutions: callResolutions, topics: callTopics };
