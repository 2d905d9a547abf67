import type { InstantKey } from '../../platform/db/instant-cursor.ts';
import { callLogListColumns } from '../../contracts/call-log-projection.ts';
import type { CallLogListItem } from '../../contracts/call-logs.ts';
import type { FollowUpReason } from '../../contracts/call-facts.ts';
import type { InsightsSettings } from '../../contracts/insights.ts';
import type { Db } from '../../platform/db/pool.ts';
import { countColumns, hourColumns } from './rollup-columns.ts';

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
};

/**
 * Sums of every rollup column over the local days [fromDay, toDay], and the calls in the given
 * local hours (outside front-desk hours): one call_rollups_daily row per day.
 */
export async function sumRollups(
  db: Db,
  hotelId: string,
  fromDay: string,
  toDay: string,
  afterHours: number[],
): Promise<TotalsRow> {
  const { rows } = await db.query<TotalsRow>(
    `select coalesce(sum(d.calls), 0)::int as calls, coalesce(sum(d.seconds), 0)::float8 as seconds,
            coalesce(sum(d.timed_calls), 0)::int as "timedCalls",
            ${afterHours.length ? `coalesce(sum(${afterHours.map((h) => `d.${hourColumns[h]}`).join(' + ')}), 0)::int` : '0'} as "afterHours",
            ${countColumns.map((c) => `coalesce(sum(d.${c}), 0)::int as ${c}`).join(', ')}
     from public.call_rollups_daily d
     where d.hotel_id = $1 and d.day >= $2::date and d.day <= $3::date`,
    [hotelId, fromDay, toDay],
  );
  return rows[0]!;
}

export interface SeriesBucket {
  bucket: string;
  calls: number;
  seconds: number;
}

/** Calls and seconds per local day of [fromDay, toDay], only days that had calls. */
export async function dailySeriesOf(db: Db, hotelId: string, fromDay: string, toDay: string): Promise<SeriesBucket[]> {
  const { rows } = await db.query<SeriesBucket>(
    `select to_char(d.day, 'YYYY-MM-DD') as bucket, d.calls, d.seconds::float8 as seconds
     from public.call_rollups_daily d
     where d.hotel_id = $1 and d.day >= $2::date and d.day <= $3::date and d.calls <> 0
     order by d.day`,
    [hotelId, fromDay, toDay],
  );
  return rows;
}

/** Calls and seconds per UTC hour of [from, to), only hours that had calls. */
export async function hourlySeriesOf(db: Db, hotelId: string, from: Date, to: Date): Promise<SeriesBucket[]> {
  const { rows } = await db.query<SeriesBucket>(
    `select to_char(r.hour at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as bucket, r.calls, r.seconds::float8 as seconds
     from public.call_rollups_hourly r
     where r.hotel_id = $1 and r.hour >= $2 and r.hour < $3 and r.calls <> 0
     order by r.hour`,
    [hotelId, from, to],
  );
  return rows;
}

/**
 * The instants the local days [fromDay, toDay + 1] start at, as ISO strings: one query instead of
 * two Intl conversions per day, and the same zone rules that cut the daily rollups.
 */
export async function dayStartsOf(db: Db, fromDay: string, toDay: string, timeZone: string): Promise<string[]> {
  const { rows } = await db.query<{ start: string }>(
    `select to_char((d at time zone $3) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as start
     from generate_series($1::date::timestamp, ($2::date + 1)::timestamp, interval '1 day') d
     order by d`,
    [fromDay, toDay, timeZone],
  );
  return rows.map((row) => row.start);
}

/** Calls per ISO weekday (1 = Monday) and local hour over the local days [fromDay, toDay]. */
export async function heatmapOf(db: Db, hotelId: string, fromDay: string, toDay: string) {
  const { rows } = await db.query<Record<string, number> & { weekday: number }>(
    `select extract(isodow from d.day)::int as weekday, ${hourColumns.map((c) => `sum(d.${c})::int as ${c}`).join(', ')}
     from public.call_rollups_daily d
     where d.hotel_id = $1 and d.day >= $2::date and d.day <= $3::date
     group by 1`,
    [hotelId, fromDay, toDay],
  );
  return rows.flatMap((row) =>
    hourColumns
      .map((column, hour) => ({ weekday: row.weekday, hour, calls: row[column] ?? 0 }))
      .filter((cell) => cell.calls > 0),
  );
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

/**
 * The one definition of an open follow-up (issue #32): a call started in [from, to) with a
 * follow-up reason that nobody marked handled. Served by call_logs_open_follow_ups
 * (hotel_id, started_at desc); the list and every count use it.
 */
const openFollowUpsSql = `c.hotel_id = $1 and c.started_at >= $2 and c.started_at < $3 and c.follow_up_reasons <> '{}'
  and not exists (select 1 from public.call_follow_ups_handled x where x.hotel_id = c.hotel_id and x.call_id = c.call_id)`;

/** Open follow-ups of [from, to) newest first, after the row `after` (the previous page's last). */
export async function listOpenFollowUps(
  db: Db,
  hotelId: string,
  period: { from: Date; to: Date },
  after: InstantKey | null,
  limit: number,
): Promise<(FollowUpRow & { key: InstantKey })[]> {
  const { rows } = await db.query<FollowUpRow & { keyAt: string }>(
    `select ${callLogListColumns('c')}, c.follow_up_reasons as reasons, to_json(c.started_at) #>> '{}' as "keyAt"
     from public.call_logs c
     where ${openFollowUpsSql}
       and ($4::timestamptz is null or (c.started_at, c.call_id) < ($4::timestamptz, $5::text))
     order by c.started_at desc, c.call_id desc
     limit $6`,
    [hotelId, period.from, period.to, after?.at ?? null, after?.id ?? null, limit],
  );
  return rows.map(({ keyAt, ...row }) => ({ ...row, key: { at: keyAt, id: row.callId } }));
}

/** How many open follow-ups [from, to) has: the insights figure and the list's total. */
export async function countOpenFollowUps(db: Db, hotelId: string, from: Date, to: Date): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from public.call_logs c where ${openFollowUpsSql}`,
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
