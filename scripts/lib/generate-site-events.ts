import type { Pool } from '../../api/src/platform/db/pool.ts';

/**
 * Plausible site traffic in one `insert … select generate_series` (no row-by-row inserts): each
 * generated visitor comes on one day of the period and either browses the marketing site (85%:
 * landing, demo, /try, sign-up) or opens a hotel's review page (15%). Later funnel steps draw from
 * the same random number as earlier ones, so a visitor who requested a demo also played it.
 * About 2.12 events per visitor (see expectedEventsPerVisitor).
 */
const generateSql = `
insert into public.site_events
  (event_id, occurred_at, day, name, path, referrer_host, utm_source, utm_medium, utm_campaign, visitor_hash, hotel_id, rating)
select gen_random_uuid(), v.at + s.offset_s * interval '1 second', ((v.at + s.offset_s * interval '1 second') at time zone 'utc')::date,
       s.name, s.path,
       case when s.name = 'page_view' and s.first then v.referrer end,
       case when s.name = 'page_view' and s.first then v.utm_source end,
       case when s.name = 'page_view' and s.first then v.utm_medium end,
       case when s.name = 'page_view' and s.first then v.utm_campaign end,
       v.hash,
       case when s.path = '/review' then v.hotel_id end,
       case when s.name = 'review_rating_chosen' then v.rating end
from (
  select g,
         $1::timestamptz + random() * ($2::float8 * 86400 - 600) * interval '1 second' as at,
         substr(md5(g::text || $3::text), 1, 32) as hash,
         random() as kind, random() as u1, random() as u2, random() as u3,
         (array[null, null, null, 'google.com', 'bing.com', 'linkedin.com', 'hoteltechreport.com', 'news.ycombinator.com'])[1 + floor(random() * 8)::int] as referrer,
         c.utm_source, c.utm_medium, c.utm_campaign,
         ($4::uuid[])[1 + floor(random() * greatest(cardinality($4::uuid[]), 1))::int] as hotel_id,
         3 + floor(random() * 3)::int as rating
  from generate_series(1, $5::int) as g
  cross join lateral (
    select * from (values
      (null, null, null), (null, null, null), (null, null, null), (null, null, null),
      ('newsletter', 'email', 'autumn-launch'), ('linkedin', 'social', 'hotel-ops'), ('google', 'cpc', 'ai-receptionist')
    ) as c(utm_source, utm_medium, utm_campaign) where g > 0 offset floor(random() * 7)::int limit 1
  ) c
) v
cross join lateral (values
  ('page_view', '/', 0, true, v.kind < 0.85),
  ('demo_play_started', '/', 20, false, v.kind < 0.85 and v.u1 < 0.30),
  ('demo_play_finished', '/', 110, false, v.kind < 0.85 and v.u1 < 0.15),
  ('demo_request_sent', '/', 200, false, v.kind < 0.85 and v.u1 < 0.04),
  ('page_view', '/try', 60, false, v.kind < 0.85 and v.u2 < 0.12),
  ('try_phone_clicked', '/try', 75, false, v.kind < 0.85 and v.u2 < 0.05),
  ('page_view', '/privacy', 40, false, v.kind < 0.85 and v.u2 > 0.98),
  ('page_view', '/signup', 90, false, v.kind < 0.85 and v.u3 < 0.10),
  ('signup_started', '/signup', 100, false, v.kind < 0.85 and v.u3 < 0.06),
  ('signup_completed', '/signup', 160, false, v.kind < 0.85 and v.u3 < 0.03),
  ('page_view', '/review', 0, true, v.kind >= 0.85),
  ('review_page_opened', '/review', 1, false, v.kind >= 0.85),
  ('review_rating_chosen', '/review', 15, false, v.kind >= 0.85 and v.u1 < 0.75),
  ('review_sent', '/review', 45, false, v.kind >= 0.85 and v.u1 < 0.60),
  ('google_reviews_clicked', '/review', 50, false, v.kind >= 0.85 and v.u1 < 0.20)
) as s(name, path, offset_s, first, keep)
where s.keep`;

export const expectedEventsPerVisitor = 0.85 * 1.87 + 0.15 * 3.55;

/** Inserts about `events` events spread over the `days` days up to now; answers how many it inserted. */
export async function generateSiteEvents(
  pool: Pool,
  options: { events: number; days: number; hotelIds: string[]; seed?: string },
): Promise<number> {
  const start = new Date(Date.now() - options.days * 86_400_000);
  const visitors = Math.ceil(options.events / expectedEventsPerVisitor);
  const result = await pool.query(generateSql, [
    start.toISOString(),
    options.days,
    options.seed ?? String(Date.now()),
    options.hotelIds,
    visitors,
  ]);
  return result.rowCount ?? 0;
}
