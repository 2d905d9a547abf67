import type { Db } from '../../platform/db/pool.ts';

/** The hotel's current week on its clock, as the weekly digest reads it, with its name and zone. */
export interface HotelWeek {
  name: string;
  timeZone: string;
  /** The Monday starting the hotel's current local week, YYYY-MM-DD. */
  monday: string;
  /** Whether its Monday 08:00 has passed. */
  pastSendTime: boolean;
  existedLastWeek: boolean;
}

export async function readHotelWeek(db: Db, hotelId: string, now: Date): Promise<HotelWeek | null> {
  const { rows } = await db.query<HotelWeek>(
    `select name, timezone as "timeZone",
            to_char(date_trunc('week', $2::timestamptz at time zone timezone), 'YYYY-MM-DD') as monday,
            ($2::timestamptz at time zone timezone) >= date_trunc('week', $2::timestamptz at time zone timezone) + interval '8 hours'
              as "pastSendTime",
            created_at < (date_trunc('week', $2::timestamptz at time zone timezone) at time zone timezone)
              as "existedLastWeek"
     from public.hotels where hotel_id = $1`,
    [hotelId, now],
  );
  return rows[0] ?? null;
}
