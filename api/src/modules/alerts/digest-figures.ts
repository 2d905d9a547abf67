import type { Db } from '../../platform/db/pool.ts';

export interface WeekFigures {
  calls: number;
  minutes: number;
}

export interface DigestFigures {
  hotelName: string;
  /** The Monday (hotel's calendar) the reported week starts on, YYYY-MM-DD. */
  weekStart: string;
  week: WeekFigures;
  weekBefore: WeekFigures;
  outcomes: { resolution: string; calls: number }[];
  topTopics: { topic: string; calls: number }[];
  openFollowUps: number;
  newGaps: { question: string; count: number }[];
  reviewAverage: number | null;
  reviews: number;
}

/**
 * What the weekly digest says about one hotel's week: [weekStart, weekStart + 7 days) on the
 * hotel's clock, against the week before. Used for the e-mail and for the dashboard's preview.
 */
export async function digestFigures(db: Db, hotelId: string, weekStart: string): Promise<DigestFigures | null> {
  const { rows } = await db.query<Omit<DigestFigures, 'weekStart'>>(
    `with h as (
       select hotel_id, name, timezone,
              ($2::date)::timestamp at time zone timezone as week_from,
              ($2::date + 7)::timestamp at time zone timezone as week_to,
              ($2::date - 7)::timestamp at time zone timezone as before_from
       from public.hotels where hotel_id = $1),
     calls as (
       select c.* from public.call_logs c, h where c.hotel_id = h.hotel_id and c.started_at >= h.before_from and c.started_at < h.week_to)
     select h.name as "hotelName",
       jsonb_build_object(
         'calls', (select count(*) from calls where started_at >= h.week_from)::int,
         'minutes', (select coalesce(round(sum(duration_seconds) / 60), 0) from calls where started_at >= h.week_from)::int
       ) as week,
       jsonb_build_object(
         'calls', (select count(*) from calls where started_at < h.week_from)::int,
         'minutes', (select coalesce(round(sum(duration_seconds) / 60), 0) from calls where started_at < h.week_from)::int
       ) as "weekBefore",
       (select coalesce(jsonb_agg(o order by o.calls desc, o.resolution), '[]') from (
          select resolution, count(*)::int as calls from calls
          where started_at >= h.week_from and resolution is not null group by resolution) o) as outcomes,
       (select coalesce(jsonb_agg(t order by t.calls desc, t.topic), '[]') from (
          select topic, count(*)::int as calls from calls, unnest(topics) as topic
          where started_at >= h.week_from group by topic order by count(*) desc, topic limit 5) t) as "topTopics",
       (select count(*)::int from public.call_logs c
          where c.hotel_id = h.hotel_id and c.follow_up_reasons <> '{}' and c.started_at < h.week_to
            and not exists (select 1 from public.call_follow_ups_handled f
                            where f.hotel_id = c.hotel_id and f.call_id = c.call_id)) as "openFollowUps",
       (select coalesce(jsonb_agg(g order by g.count desc, g.question), '[]') from (
          select kg.question, count(*)::int as count from public.knowledge_gaps kg
          join public.knowledge_gap_questions q using (knowledge_gap_id)
          where kg.hotel_id = h.hotel_id and kg.created_at >= h.week_from and kg.created_at < h.week_to
          group by kg.knowledge_gap_id, kg.question order by count(*) desc limit 5) g) as "newGaps",
       (select round(avg(rating)::numeric, 1)::float from public.reviews r
          where r.hotel_id = h.hotel_id and r.created_at >= h.week_from and r.created_at < h.week_to) as "reviewAverage",
       (select count(*)::int from public.reviews r
          where r.hotel_id = h.hotel_id and r.created_at >= h.week_from and r.created_at < h.week_to) as reviews
     from h`,
    [hotelId, weekStart],
  );
  return rows[0] ? { ...rows[0], weekStart } : null;
}

/** The Monday starting the hotel's current local week, YYYY-MM-DD, and whether its Monday 08:00 has passed. */
export async function currentWeek(
  db: Db,
  hotelId: string,
  now: Date,
): Promise<{ monday: string; pastSendTime: boolean; existedLastWeek: boolean } | null> {
  const { rows } = await db.query<{ monday: string; pastSendTime: boolean; existedLastWeek: boolean }>(
    `select to_char(date_trunc('week', $2::timestamptz at time zone timezone), 'YYYY-MM-DD') as monday,
            ($2::timestamptz at time zone timezone) >= date_trunc('week', $2::timestamptz at time zone timezone) + interval '8 hours'
              as "pastSendTime",
            created_at < (date_trunc('week', $2::timestamptz at time zone timezone) at time zone timezone)
              as "existedLastWeek"
     from public.hotels where hotel_id = $1`,
    [hotelId, now],
  );
  return rows[0] ?? null;
}

export const previousMonday = (monday: string): string => {
  const date = new Date(`${monday}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 7);
  return date.toISOString().slice(0, 10);
};
