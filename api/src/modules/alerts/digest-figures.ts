import type { Db } from '../../platform/db/pool.ts';
import { readCallWeekFigures, type CallWeekFigures } from '../call-logs/index.ts';
import { readHotelFacts, readHotelWeek, type HotelWeek } from '../hotels/index.ts';

export type { WeekFigures } from '../call-logs/index.ts';

export interface DigestFigures extends CallWeekFigures {
  hotelName: string;
  /** The Monday (hotel's calendar) the reported week starts on, YYYY-MM-DD. */
  weekStart: string;
  newGaps: { question: string; count: number }[];
  reviewAverage: number | null;
  reviews: number;
}

/**
 * What the weekly digest says about one hotel's week: [weekStart, weekStart + 7 days) on the
 * hotel's clock, against the week before. Used for the e-mail and for the dashboard's preview.
 * `hotel`: its name and zone when the caller has them (currentWeek's answer), else they are read.
 */
export async function digestFigures(
  db: Db,
  hotelId: string,
  weekStart: string,
  hotel?: { name: string; timeZone: string },
): Promise<DigestFigures | null> {
  const facts = hotel ?? (await readHotelFacts(db, [hotelId])).get(hotelId);
  if (!facts) return null;
  const clock = { timeZone: facts.timeZone, weekStart };
  const calls = await readCallWeekFigures(db, hotelId, clock);
  const { rows } = await db.query<Pick<DigestFigures, 'newGaps' | 'reviewAverage' | 'reviews'>>(
    `with w as (
       select ($3::date)::timestamp at time zone $2::text as week_from,
              ($3::date + 7)::timestamp at time zone $2::text as week_to)
     select
       (select coalesce(jsonb_agg(g order by g.count desc, g.question), '[]') from (
          select kg.question, count(*)::int as count from public.knowledge_gaps kg
          join public.knowledge_gap_questions q using (knowledge_gap_id)
          where kg.hotel_id = $1 and kg.created_at >= w.week_from and kg.created_at < w.week_to
          group by kg.knowledge_gap_id, kg.question order by count(*) desc limit 5) g) as "newGaps",
       (select round(avg(rating)::numeric, 1)::float from public.reviews r
          where r.hotel_id = $1 and r.created_at >= w.week_from and r.created_at < w.week_to) as "reviewAverage",
       (select count(*)::int from public.reviews r
          where r.hotel_id = $1 and r.created_at >= w.week_from and r.created_at < w.week_to) as reviews
     from w`,
    [hotelId, clock.timeZone, weekStart],
  );
  return { hotelName: facts.name, weekStart, ...calls, ...rows[0]! };
}

/**
 * The Monday starting the hotel's current local week, YYYY-MM-DD, whether its Monday 08:00 has
 * passed, and the hotel's name and zone (for digestFigures).
 */
export const currentWeek = (db: Db, hotelId: string, now: Date): Promise<HotelWeek | null> =>
  readHotelWeek(db, hotelId, now);

export const previousMonday = (monday: string): string => {
  const date = new Date(`${monday}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 7);
  return date.toISOString().slice(0, 10);
};
