import type { RevenueFigures } from '../../contracts/bookings.ts';
import type { Db } from '../../platform/db/pool.ts';

/**
 * Revenue of the local days [fromDay, toDay] in one currency, from booking_rollups (one row per
 * local hour that had bookings, so a year is at most 8,784 small rows), with the bookings made in
 * the given local hours (the front desk closed).
 */
export async function sumRevenue(
  db: Db,
  hotelId: string,
  currency: string,
  days: { from: string; to: string },
  afterHours: number[],
): Promise<RevenueFigures> {
  const { rows } = await db.query<{ amount: number; bookings: number; priced: number; afterHours: number }>(
    `select coalesce(sum(r.amount), 0)::float8 as amount, coalesce(sum(r.bookings), 0)::int as bookings,
            coalesce(sum(r.priced_bookings), 0)::int as priced,
            coalesce(sum(r.bookings) filter (where r.hour = any($5::int[])), 0)::int as "afterHours"
     from public.booking_rollups r
     where r.hotel_id = $1 and r.currency = $2 and r.day >= $3::date and r.day <= $4::date`,
    [hotelId, currency, days.from, days.to, afterHours],
  );
  const row = rows[0]!;
  return {
    amount: Math.round(row.amount * 100) / 100,
    bookings: row.bookings,
    averageAmount: row.priced > 0 ? Math.round((row.amount / row.priced) * 100) / 100 : null,
    afterHoursBookings: row.afterHours,
  };
}
