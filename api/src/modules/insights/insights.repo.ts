import type { InsightsCost } from '../../contracts/insights.ts';
import type { Db } from '../../platform/db/pool.ts';
import { countColumns, hourColumns } from './rollup-columns.ts';

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

/**
 * The calls with a reported cost and their sum per currency (or unit) over the local days
 * [fromDay, toDay]: one call_cost_rollups_daily row per day and currency (decision 092).
 */
export async function sumCostRollups(db: Db, hotelId: string, fromDay: string, toDay: string): Promise<InsightsCost[]> {
  const { rows } = await db.query<Omit<InsightsCost, 'averagePerCall'>>(
    `select d.denomination, bool_and(d.is_currency) as "isCurrency", sum(d.amount)::float8 as amount,
            sum(d.calls)::int as calls
     from public.call_cost_rollups_daily d
     where d.hotel_id = $1 and d.day >= $2::date and d.day <= $3::date
     group by d.denomination
     having sum(d.calls) > 0
     order by d.denomination`,
    [hotelId, fromDay, toDay],
  );
  return rows.map((row) => ({
    ...row,
    amount: roundedAmount(row.amount),
    averagePerCall: roundedAmount(row.amount / row.calls),
  }));
}

/** Amounts to a millionth: what a sum of numerics read as a float shows. */
const roundedAmount = (value: number) => Math.round(value * 1e6) / 1e6;
