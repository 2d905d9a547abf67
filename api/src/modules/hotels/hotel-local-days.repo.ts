import type { Db } from '../../platform/db/pool.ts';

/** A hotel's day whose `hour` (on the hotel's clock) last passed, and that moment. */
export interface HotelDay {
  hotelId: string;
  /** YYYY-MM-DD. */
  day: string;
  /** The day's `hour` on the hotel's clock. */
  cutoff: Date;
}

/**
 * For every hotel, the day whose `hour` (the hotel's clock) last passed at `now`, and that hour as an
 * instant: one statement for all hotels. Wall-clock arithmetic in Postgres, so 08:00 is 08:00 on
 * either side of a DST change.
 */
export async function hotelDaysAt(db: Db, now: Date, hour: number): Promise<HotelDay[]> {
  const { rows } = await db.query<HotelDay>(
    `select h.hotel_id as "hotelId", to_char(d.day, 'YYYY-MM-DD') as day,
            ((d.day + make_interval(hours => $2)) at time zone h.timezone) as cutoff
     from public.hotels h
     cross join lateral (select ((($1::timestamptz at time zone h.timezone) - make_interval(hours => $2))::date) as day) d
     order by h.hotel_id`,
    [now, hour],
  );
  return rows;
}
