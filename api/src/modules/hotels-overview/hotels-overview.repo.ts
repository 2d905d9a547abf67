import { isoTimestampSql } from '../../contracts/call-log-projection.ts';
import type { Db } from '../../platform/db/pool.ts';

export interface HotelDayRow {
  hotelId: string;
  name: string;
  timeZone: string;
  callsToday: number;
  missedToday: number;
  lastCallAt: string | null;
}

/**
 * Today's calls and missed calls (on each hotel's clock) and its last call, for the given hotels.
 * Served by call_logs_hotel_started_idx: each hotel's calls are read from the start of its day.
 */
export async function listHotelDays(db: Db, hotelIds: string[]): Promise<HotelDayRow[]> {
  const { rows } = await db.query<HotelDayRow>(
    `select h.hotel_id as "hotelId", h.name, h.timezone as "timeZone",
            coalesce(today.calls, 0) as "callsToday", coalesce(today.missed, 0) as "missedToday",
            (select ${isoTimestampSql('max(c.started_at)')} from public.call_logs c where c.hotel_id = h.hotel_id)
              as "lastCallAt"
     from public.hotels h
     left join lateral (
       select count(*)::int as calls, count(*) filter (where c.resolution = 'missed_or_failed')::int as missed
       from public.call_logs c
       where c.hotel_id = h.hotel_id
         and c.started_at >= date_trunc('day', now() at time zone h.timezone) at time zone h.timezone
     ) today on true
     where h.hotel_id = any($1::uuid[])`,
    [hotelIds],
  );
  return rows;
}
