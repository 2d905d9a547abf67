import { isoTimestampSql } from '../../contracts/call-log-projection.ts';
import type { Db } from '../../platform/db/pool.ts';

/** A hotel and the zone its day is read on (from the hotels module's facts). */
export interface HotelZone {
  hotelId: string;
  timeZone: string;
}

export interface HotelCallDay {
  /** Calls that started today on the hotel's clock. */
  callsToday: number;
  missedToday: number;
  lastCallAt: string | null;
}

/**
 * Today's calls and missed calls (on each hotel's clock) and its last call, for the given hotels, in
 * one statement. Served by call_logs_hotel_started_idx: each hotel's calls are read from the start
 * of its day.
 */
export async function readHotelCallDays(db: Db, hotels: readonly HotelZone[]): Promise<Map<string, HotelCallDay>> {
  if (hotels.length === 0) return new Map();
  const { rows } = await db.query<HotelCallDay & { hotelId: string }>(
    `select h.hotel_id as "hotelId", coalesce(today.calls, 0) as "callsToday", coalesce(today.missed, 0) as "missedToday",
            (select ${isoTimestampSql('max(c.started_at)')} from public.call_logs c where c.hotel_id = h.hotel_id)
              as "lastCallAt"
     from unnest($1::uuid[], $2::text[]) as h(hotel_id, timezone)
     left join lateral (
       select count(*)::int as calls, count(*) filter (where c.resolution = 'missed_or_failed')::int as missed
       from public.call_logs c
       where c.hotel_id = h.hotel_id
         and c.started_at >= date_trunc('day', now() at time zone h.timezone) at time zone h.timezone
     ) today on true`,
    [hotels.map((h) => h.hotelId), hotels.map((h) => h.timeZone)],
  );
  return new Map(rows.map(({ hotelId, ...day }) => [hotelId, day]));
}

/** A hotel with no calls today and none ever. */
export const quietCallDay: HotelCallDay = { callsToday: 0, missedToday: 0, lastCallAt: null };
