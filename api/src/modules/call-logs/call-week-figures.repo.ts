import type { Db } from '../../platform/db/pool.ts';

export interface WeekFigures {
  calls: number;
  minutes: number;
}

/** What the weekly digest says about a hotel's calls. */
export interface CallWeekFigures {
  week: WeekFigures;
  weekBefore: WeekFigures;
  outcomes: { resolution: string; calls: number }[];
  topTopics: { topic: string; calls: number }[];
  openFollowUps: number;
}

/**
 * The hotel's calls of the week [weekStart, weekStart + 7 days) on its clock (`timeZone`), against
 * the week before, and the follow-ups still open at its end. One statement.
 */
export async function readCallWeekFigures(
  db: Db,
  hotelId: string,
  clock: { timeZone: string; weekStart: string },
): Promise<CallWeekFigures> {
  const { rows } = await db.query<CallWeekFigures>(
    `with w as (
       select ($3::date)::timestamp at time zone $2::text as week_from,
              ($3::date + 7)::timestamp at time zone $2::text as week_to,
              ($3::date - 7)::timestamp at time zone $2::text as before_from),
     calls as (
       select c.* from public.call_logs c, w where c.hotel_id = $1 and c.started_at >= w.before_from and c.started_at < w.week_to)
     select
       jsonb_build_object(
         'calls', (select count(*) from calls where started_at >= w.week_from)::int,
         'minutes', (select coalesce(round(sum(duration_seconds) / 60), 0) from calls where started_at >= w.week_from)::int
       ) as week,
       jsonb_build_object(
         'calls', (select count(*) from calls where started_at < w.week_from)::int,
         'minutes', (select coalesce(round(sum(duration_seconds) / 60), 0) from calls where started_at < w.week_from)::int
       ) as "weekBefore",
       (select coalesce(jsonb_agg(o order by o.calls desc, o.resolution), '[]') from (
          select resolution, count(*)::int as calls from calls
          where started_at >= w.week_from and resolution is not null group by resolution) o) as outcomes,
       (select coalesce(jsonb_agg(t order by t.calls desc, t.topic), '[]') from (
          select topic, count(*)::int as calls from calls, unnest(topics) as topic
          where started_at >= w.week_from group by topic order by count(*) desc, topic limit 5) t) as "topTopics",
       (select count(*)::int from public.call_logs c
          where c.hotel_id = $1 and c.follow_up_reasons <> '{}' and c.started_at < w.week_to
            and not exists (select 1 from public.call_follow_ups_handled f
                            where f.hotel_id = c.hotel_id and f.call_id = c.call_id)) as "openFollowUps"
     from w`,
    [hotelId, clock.timeZone, clock.weekStart],
  );
  return rows[0]!;
}
