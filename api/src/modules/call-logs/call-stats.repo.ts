import type { CallStats } from '../../contracts/call-logs.ts';
import { isoTimestampSql } from '../../contracts/call-log-projection.ts';
import type { Db } from '../../platform/db/pool.ts';

/** Fewer calls than this in 30 days say nothing about what is usual. */
const minimumCallsForUsualGap = 5;

/**
 * Served by call_logs_hotel_started_idx: every part reads one hotel's recent calls by start time.
 * `timeZone` is the hotel's (its days and weeks); null for an unknown hotel, which has no calls.
 */
export async function findCallStats(db: Db, hotelId: string, timeZone: string | null): Promise<CallStats> {
  const { rows } = await db.query<CallStats>(
    `with hotel as (select $3::text as tz where $3::text is not null),
     recent as (
       select c.started_at,
              c.started_at - lag(c.started_at) over (order by c.started_at) as gap
       from public.call_logs c
       where c.hotel_id = $1 and c.started_at >= now() - interval '30 days'
     )
     select
       (select ${isoTimestampSql('max(c.started_at)')} from public.call_logs c where c.hotel_id = $1) as "lastCallAt",
       (select count(*)::int from public.call_logs c, hotel
         where c.hotel_id = $1 and c.started_at >= date_trunc('day', now() at time zone hotel.tz) at time zone hotel.tz)
         as "callsToday",
       (select count(*)::int from public.call_logs c, hotel
         where c.hotel_id = $1 and c.started_at >= date_trunc('week', now() at time zone hotel.tz) at time zone hotel.tz)
         as "callsThisWeek",
       (select case when count(*) >= $2
                 then round(extract(epoch from percentile_cont(0.9) within group (order by gap)))::int end
          from recent where gap is not null) as "usualGapSeconds"`,
    [hotelId, minimumCallsForUsualGap - 1, timeZone],
  );
  return rows[0]!;
}
