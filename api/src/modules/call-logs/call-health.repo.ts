import type { OpsLatency } from '../../contracts/operations.ts';
import type { Db } from '../../platform/db/pool.ts';
import type { HotelZone } from './hotel-call-days.repo.ts';

/** How the calls flow, as the admins' operations page and its check read it (decision 019). */

export interface HotelCallHealth {
  lastCallAt: Date | null;
  callsLast24h: number;
  callsBefore: number;
  historyDays: number;
  usualGapMinutes: number | null;
  failuresLast24h: number;
}

/**
 * Per hotel: last call, calls in the last 24 h, the 28 days before, and the usual daytime gap (on the
 * hotel's clock, given with its id).
 */
export async function readHotelCallHealth(db: Db, hotels: readonly HotelZone[]): Promise<Map<string, HotelCallHealth>> {
  if (hotels.length === 0) return new Map();
  const { rows } = await db.query<HotelCallHealth & { hotelId: string }>(
    `with h as (select * from unnest($1::uuid[], $2::text[]) as h(hotel_id, timezone)),
     recent as (
       select c.hotel_id, c.started_at, lag(c.started_at) over (partition by c.hotel_id order by c.started_at) as prev
       from public.call_logs c where c.started_at > now() - interval '29 days'
     ), gaps as (
       -- Gaps within one local day, between daytime calls: the night's silence is not a gap.
       select r.hotel_id, extract(epoch from r.started_at - r.prev) / 60 as minutes
       from recent r join h using (hotel_id)
       where r.prev is not null
         and (r.started_at at time zone h.timezone)::date = (r.prev at time zone h.timezone)::date
         and extract(hour from r.prev at time zone h.timezone) between 7 and 22
     )
     select h.hotel_id as "hotelId",
       (select max(c.started_at) from public.call_logs c where c.hotel_id = h.hotel_id) as "lastCallAt",
       (select count(*)::int from public.call_logs c where c.hotel_id = h.hotel_id and c.started_at > now() - interval '24 hours') as "callsLast24h",
       (select count(*)::int from public.call_logs c where c.hotel_id = h.hotel_id
          and c.started_at > now() - interval '29 days' and c.started_at <= now() - interval '24 hours') as "callsBefore",
       least(28, greatest(0, extract(epoch from (now() - interval '24 hours') -
          (select min(c.started_at) from public.call_logs c where c.hotel_id = h.hotel_id and c.started_at > now() - interval '29 days')) / 86400))::float8 as "historyDays",
       (select case when count(*) >= 4 then percentile_cont(0.9) within group (order by g.minutes) end
          from gaps g where g.hotel_id = h.hotel_id)::float8 as "usualGapMinutes",
       (select count(*)::int from public.call_logs c where c.hotel_id = h.hotel_id
          and c.failure_reason is not null and c.updated_at > now() - interval '24 hours') as "failuresLast24h"
     from h`,
    [hotels.map((h) => h.hotelId), hotels.map((h) => h.timeZone)],
  );
  return new Map(rows.map(({ hotelId, ...health }) => [hotelId, health]));
}

/** Failure reasons of call rows in the last 24 hours, per hotel. */
export async function callFailureReasons(db: Db): Promise<{ hotelId: string; reason: string; count: number }[]> {
  const { rows } = await db.query<{ hotelId: string; reason: string; count: number }>(
    `select hotel_id as "hotelId", left(failure_reason, 200) as reason, count(*)::int as count from public.call_logs
     where failure_reason is not null and updated_at > now() - interval '24 hours'
     group by 1, 2 order by count desc`,
  );
  return rows;
}

/** Failures of one hotel within the last hour (call rows), for the alert. */
export async function failuresLastHour(db: Db): Promise<Map<string, number>> {
  const { rows } = await db.query<{ hotelId: string; n: number }>(
    `select hotel_id as "hotelId", count(*)::int as n from public.call_logs
     where failure_reason is not null and updated_at > now() - interval '1 hour' group by 1`,
  );
  return new Map(rows.map((r) => [r.hotelId, r.n]));
}

const latencyOf = (expression: string, where: string, window: string) => `
  select count(*)::int as samples,
    percentile_cont(0.5) within group (order by s)::float8 as "p50Seconds",
    percentile_cont(0.95) within group (order by s)::float8 as "p95Seconds",
    max(s)::float8 as "maxSeconds"
  from (select greatest(0, extract(epoch from ${expression})) as s from public.call_logs
        where ${where} and created_at > now() - interval '${window}') x`;

/** Transcript stored → call row written: how far the storage feed runs behind. */
export async function feedLag(db: Db, window = '1 hour'): Promise<OpsLatency> {
  const { rows } = await db.query<OpsLatency>(
    latencyOf('created_at - transcript_created', 'transcript_created is not null', window),
  );
  return rows[0]!;
}

/** Last object of a call stored → its row's last update, after which the worker sends the live event. */
export async function liveEventLatency(db: Db): Promise<OpsLatency> {
  const { rows } = await db.query<OpsLatency>(
    latencyOf(
      'updated_at - greatest(transcript_created, coalesce(recording_created, transcript_created))',
      'transcript_created is not null',
      '1 hour',
    ),
  );
  return rows[0]!;
}
