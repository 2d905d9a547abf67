import type { RevenueFigures } from '../../contracts/bookings.ts';
import type { Db } from '../../platform/db/pool.ts';

type Days = { from: string; to: string };

interface SumsRow {
  amount: number;
  bookings: number;
  priced: number;
  afterHours: number;
}

const figuresOf = (row: SumsRow): RevenueFigures => ({
  amount: Math.round(row.amount * 100) / 100,
  bookings: row.bookings,
  averageAmount: row.priced > 0 ? Math.round((row.amount / row.priced) * 100) / 100 : null,
  afterHoursBookings: row.afterHours,
});

/**
 * Revenue of two periods of local days (the chosen one and the one before) in one currency, from
 * booking_rollups in one query (one row per local day with bookings, so two years are at most 731
 * rows), with the bookings made in the given local hours (the front desk closed).
 */
export async function sumRevenue(
  db: Db,
  hotelId: string,
  currency: string,
  periods: { current: Days; previous: Days },
  afterHours: number[],
): Promise<{ current: RevenueFigures; previous: RevenueFigures }> {
  // by_hour[1] holds 00:00-00:59; the hours are afterHoursOf's integers, checked before they become SQL.
  const closed = afterHours.filter((hour) => Number.isInteger(hour) && hour >= 0 && hour < 24);
  const closedBookings = closed.length ? closed.map((hour) => `r.by_hour[${hour + 1}]`).join(' + ') : '0';
  const sums = (from: string, to: string) => {
    const period = `r.day between ${from}::date and ${to}::date`;
    return `json_build_object(
      'amount', coalesce(sum(r.amount) filter (where ${period}), 0)::float8,
      'bookings', coalesce(sum(r.bookings) filter (where ${period}), 0)::int,
      'priced', coalesce(sum(r.priced_bookings) filter (where ${period}), 0)::int,
      'afterHours', coalesce(sum(${closedBookings}) filter (where ${period}), 0)::int)`;
  };
  const { rows } = await db.query<{ current: SumsRow; previous: SumsRow }>(
    `select ${sums('$3', '$4')} as current, ${sums('$5', '$6')} as previous
     from public.booking_rollups r
     where r.hotel_id = $1 and r.currency = $2 and r.day >= least($3::date, $5::date) and r.day <= greatest($4::date, $6::date)`,
    [hotelId, currency, periods.current.from, periods.current.to, periods.previous.from, periods.previous.to],
  );
  return { current: figuresOf(rows[0]!.current), previous: figuresOf(rows[0]!.previous) };
}
