import type { Db } from '../../platform/db/pool.ts';

/** Every query reads the daily rollups of one period of UTC days [from, to]. */
type Period = { from: string; to: string };
const args = (p: Period) => [p.from, p.to];

export async function dailyTotals(db: Db, p: Period) {
  const { rows } = await db.query<{ day: string; visitors: number; pageViews: number }>(
    `select to_char(d.day, 'YYYY-MM-DD') as day,
            coalesce((select sum(visitors) from public.site_daily_step_sets s where s.day = d.day), 0)::int as visitors,
            coalesce((select sum(views) from public.site_daily_pages g where g.day = d.day), 0)::int as "pageViews"
     from generate_series($1::date, $2::date, interval '1 day') as d(day)
     order by d.day`,
    args(p),
  );
  return rows;
}

export async function topPages(db: Db, p: Period, limit = 10) {
  const { rows } = await db.query<{ path: string; views: number }>(
    `select path, sum(views)::int as views from public.site_daily_pages
     where day between $1 and $2 group by path order by views desc, path limit $3`,
    [...args(p), limit],
  );
  return rows;
}

export async function topReferrers(db: Db, p: Period, limit = 10) {
  const { rows } = await db.query<{ referrerHost: string; views: number }>(
    `select referrer_host as "referrerHost", sum(views)::int as views from public.site_daily_sources
     where day between $1 and $2 and referrer_host <> '' group by referrer_host order by views desc, referrer_host limit $3`,
    [...args(p), limit],
  );
  return rows;
}

export async function topCampaigns(db: Db, p: Period, limit = 10) {
  const { rows } = await db.query<{ utmSource: string; utmMedium: string; utmCampaign: string; views: number }>(
    `select utm_source as "utmSource", utm_medium as "utmMedium", utm_campaign as "utmCampaign", sum(views)::int as views
     from public.site_daily_sources
     where day between $1 and $2 and (utm_source <> '' or utm_medium <> '' or utm_campaign <> '')
     group by 1, 2, 3 order by views desc, 1, 2, 3 limit $3`,
    [...args(p), limit],
  );
  return rows;
}

export async function eventCounts(db: Db, p: Period, hotelId?: string) {
  const { rows } = await db.query<{ name: string; events: number }>(
    `select name, sum(events)::int as events from public.site_daily_events
     where day between $1 and $2 and ($3::uuid is null or hotel_id = $3) group by name order by name`,
    [...args(p), hotelId ?? null],
  );
  return rows;
}

/** Visitor-days that reached every bit of `mask`, one count per mask. */
export async function visitorsReaching(db: Db, p: Period, masks: number[]): Promise<number[]> {
  const { rows } = await db.query<{ n: number }>(
    `select coalesce(sum(s.visitors) filter (where s.steps & m.mask = m.mask), 0)::int as n
     from unnest($3::int[]) with ordinality as m(mask, ord)
     left join public.site_daily_step_sets s on s.day between $1 and $2
     group by m.ord order by m.ord`,
    [...args(p), masks],
  );
  return rows.map((r) => r.n);
}

/** Accounts created in the period (UTC days) that an admin has activated since. */
export async function activatedAccounts(db: Db, p: Period): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from public.users
     where activated and created_at >= $1::date and created_at < $2::date + 1`,
    args(p),
  );
  return rows[0]!.n;
}
