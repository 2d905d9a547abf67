import { callLogListColumns } from '../../contracts/call-log-projection.ts';
import type { CallLogListItem } from '../../contracts/call-logs.ts';
import type { FollowUpReason } from '../../contracts/call-facts.ts';
import type { InsightsSettings } from '../../contracts/insights.ts';
import type { Db } from '../../platform/db/pool.ts';
import { afterHoursSql, countColumns } from './rollup-columns.ts';

export interface HotelClockSettings extends InsightsSettings {
  name: string;
}

export async function findSettings(db: Db, hotelId: string): Promise<HotelClockSettings | null> {
  const { rows } = await db.query<HotelClockSettings>(
    `select hotel_id as "hotelId", name, timezone as "timeZone", front_desk_opens as "frontDeskOpens",
            front_desk_closes as "frontDeskCloses"
     from public.hotels where hotel_id = $1`,
    [hotelId],
  );
  return rows[0] ?? null;
}

export async function saveSettings(db: Db, settings: InsightsSettings): Promise<void> {
  await db.query(
    `update public.hotels set timezone = $2, front_desk_opens = $3, front_desk_closes = $4 where hotel_id = $1`,
    [settings.hotelId, settings.timeZone, settings.frontDeskOpens, settings.frontDeskCloses],
  );
}

export type TotalsRow = Record<string, number> & {
  calls: number;
  seconds: number;
  timedCalls: number;
  afterHours: number;
  followUps: number;
};

const localHour = (tz: string) => `extract(hour from r.hour at time zone ${tz})::int`;

/** Sums of every rollup column over [from, to), and the calls outside front-desk hours. */
export async function sumRollups(db: Db, hotelId: string, from: Date, to: Date): Promise<TotalsRow> {
  const { rows } = await db.query<TotalsRow>(
    `select coalesce(sum(r.calls), 0)::int as calls, coalesce(sum(r.seconds), 0)::float8 as seconds,
            coalesce(sum(r.timed_calls), 0)::int as "timedCalls", coalesce(sum(r.follow_ups), 0)::int as "followUps",
            coalesce(sum(r.calls) filter (where ${afterHoursSql(localHour('h.timezone'), 'h.front_desk_opens', 'h.front_desk_closes')}), 0)::int
              as "afterHours",
            ${countColumns.map((c) => `coalesce(sum(r.${c}), 0)::int as ${c}`).join(', ')}
     from public.hotels h
     left join public.call_rollups_hourly r on r.hotel_id = h.hotel_id and r.hour >= $2 and r.hour < $3
     where h.hotel_id = $1`,
    [hotelId, from, to],
  );
  return rows[0]!;
}

/** Calls and seconds per local day (or per UTC hour), only buckets that had calls. */
export async function seriesOf(
  db: Db,
  hotelId: string,
  from: Date,
  to: Date,
  by: 'day' | 'hour',
): Promise<{ bucket: string; calls: number; seconds: number }[]> {
  const bucket =
    by === 'day'
      ? `to_char(r.hour at time zone h.timezone, 'YYYY-MM-DD')`
      : `to_char(r.hour at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
  const { rows } = await db.query<{ bucket: string; calls: number; seconds: number }>(
    `select ${bucket} as bucket, sum(r.calls)::int as calls, sum(r.seconds)::float8 as seconds
     from public.call_rollups_hourly r join public.hotels h on h.hotel_id = r.hotel_id
     where r.hotel_id = $1 and r.hour >= $2 and r.hour < $3
     group by 1 order by 1`,
    [hotelId, from, to],
  );
  return rows;
}

export async function heatmapOf(db: Db, hotelId: string, from: Date, to: Date) {
  const { rows } = await db.query<{ weekday: number; hour: number; calls: number }>(
    `select extract(isodow from r.hour at time zone h.timezone)::int as weekday,
            ${localHour('h.timezone')} as hour, sum(r.calls)::int as calls
     from public.call_rollups_hourly r join public.hotels h on h.hotel_id = r.hotel_id
     where r.hotel_id = $1 and r.hour >= $2 and r.hour < $3
     group by 1, 2 having sum(r.calls) > 0`,
    [hotelId, from, to],
  );
  return rows;
}

export async function reviewRating(db: Db, hotelId: string, from: Date, to: Date) {
  const { rows } = await db.query<{ average: number | null; reviews: number }>(
    `select round(avg(rating)::numeric, 2)::float8 as average, count(*)::int as reviews
     from public.reviews where hotel_id = $1 and created_at >= $2 and created_at < $3`,
    [hotelId, from, to],
  );
  return rows[0]!;
}

export interface FollowUpRow extends CallLogListItem {
  reasons: FollowUpReason[];
}

/** Open follow-ups newest first: served by call_logs_open_follow_ups (hotel_id, started_at desc). */
export async function listOpenFollowUps(db: Db, hotelId: string, limit: number): Promise<FollowUpRow[]> {
  const { rows } = await db.query<FollowUpRow>(
    `select ${callLogListColumns('c')}, c.follow_up_reasons as reasons
     from public.call_logs c
     where c.hotel_id = $1 and c.follow_up_reasons <> '{}'
       and not exists (select 1 from public.call_follow_ups_handled x where x.hotel_id = c.hotel_id and x.call_id = c.call_id)
     order by c.started_at desc, c.call_id desc
     limit $2`,
    [hotelId, limit],
  );
  return rows;
}

/** Follow-ups handled among the calls that needed one in [from, to): subtracted from the headline. */
export async function countHandled(db: Db, hotelId: string, from: Date, to: Date): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from public.call_follow_ups_handled x
     join public.call_logs c on c.hotel_id = x.hotel_id and c.call_id = x.call_id
     where x.hotel_id = $1 and c.started_at >= $2 and c.started_at < $3 and c.follow_up_reasons <> '{}'`,
    [hotelId, from, to],
  );
  return rows[0]!.n;
}

/** Records who handled the follow-up; false when the call does not exist or needs none. */
export async function markHandled(
  db: Db,
  hotelId: string,
  callId: string,
  userId: string,
): Promise<{ handledAt: string; handledBy: string | null } | null> {
  const { rows } = await db.query<{ handledAt: Date; handledBy: string | null }>(
    `with target as (
       select hotel_id, call_id from public.call_logs
       where hotel_id = $1 and call_id = $2 and follow_up_reasons <> '{}'
     ), inserted as (
       insert into public.call_follow_ups_handled (hotel_id, call_id, handled_by)
       select hotel_id, call_id, $3 from target
       on conflict (hotel_id, call_id) do nothing
       returning handled_at, handled_by
     )
     select handled_at as "handledAt", handled_by as "handledBy" from inserted
     union all
     select x.handled_at, x.handled_by from public.call_follow_ups_handled x
     where x.hotel_id = $1 and x.call_id = $2 and exists (select 1 from target)
     limit 1`,
    [hotelId, callId, userId],
  );
  const row = rows[0];
  return row ? { handledAt: new Date(row.handledAt).toISOString(), handledBy: row.handledBy } : null;
}
