import type { SiteEventRow } from '@hotelvoice/api/contracts';
import { withTransaction, type Db, type Pool } from '@hotelvoice/api/platform/db/pool';
import { readHotelFacts } from '@hotelvoice/api/modules/hotels';
import { stepBitsSql } from './step-bits-sql.ts';

/** One writer of the rollups at a time, across worker replicas: each batch reads a visitor's steps before adding to them. */
const rollupLock = `select pg_advisory_xact_lock(hashtext('hotelvoice.site_rollups'))`;

/**
 * Inserts a batch and adds to the daily rollups exactly the rows it inserted, in one statement:
 * event ids already stored (a redelivered batch) insert nothing and add nothing. A visitor whose
 * set of steps for the day grows moves from its old set's count to the new one's.
 */
const insertBatchSql = `
with input as (
  select * from jsonb_to_recordset($1::jsonb) as e(
    "eventId" uuid, "occurredAt" timestamptz, name text, path text, "referrerHost" text,
    "utmSource" text, "utmMedium" text, "utmCampaign" text, "visitorHash" text, "hotelId" uuid, rating smallint)
), inserted as (
  insert into public.site_events
    (event_id, occurred_at, day, name, path, referrer_host, utm_source, utm_medium, utm_campaign, visitor_hash, hotel_id, rating)
  select i."eventId", i."occurredAt", (i."occurredAt" at time zone 'utc')::date, i.name, i.path, i."referrerHost",
         i."utmSource", i."utmMedium", i."utmCampaign", i."visitorHash", i."hotelId", i.rating
  from input i
  on conflict (event_id) do nothing
  returning *
), pages as (
  insert into public.site_daily_pages as t (day, path, views)
  select day, path, count(*) from inserted where name = 'page_view' group by 1, 2
  on conflict (day, path) do update set views = t.views + excluded.views
), sources as (
  insert into public.site_daily_sources as t (day, referrer_host, utm_source, utm_medium, utm_campaign, views)
  select day, coalesce(referrer_host, ''), coalesce(utm_source, ''), coalesce(utm_medium, ''), coalesce(utm_campaign, ''), count(*)
  from inserted where name = 'page_view' group by 1, 2, 3, 4, 5
  on conflict (day, referrer_host, utm_source, utm_medium, utm_campaign) do update set views = t.views + excluded.views
), events as (
  insert into public.site_daily_events as t (day, name, hotel_id, events)
  select day, name, coalesce(hotel_id, '00000000-0000-0000-0000-000000000000'), count(*) from inserted group by 1, 2, 3
  on conflict (day, name, hotel_id) do update set events = t.events + excluded.events
), reached as (
  select day, visitor_hash, bit_or(${stepBitsSql('inserted')}) as steps from inserted group by 1, 2
), moved as (
  select r.day, v.steps as old_steps, coalesce(v.steps, 0) | r.steps as new_steps
  from reached r left join public.site_daily_visitors v using (day, visitor_hash)
  where v.steps is null or (v.steps | r.steps) <> v.steps
), visitors as (
  insert into public.site_daily_visitors as t (day, visitor_hash, steps)
  select day, visitor_hash, steps from reached
  on conflict (day, visitor_hash) do update set steps = t.steps | excluded.steps
), step_sets as (
  insert into public.site_daily_step_sets as t (day, steps, visitors)
  select day, steps, sum(change) from (
    select day, new_steps as steps, 1 as change from moved
    union all
    select day, old_steps, -1 from moved where old_steps is not null
  ) changes group by 1, 2
  on conflict (day, steps) do update set visitors = t.visitors + excluded.visitors
)
select count(*)::int as inserted from inserted`;

export function insertEventBatch(pool: Pool, events: SiteEventRow[]): Promise<number> {
  return withTransaction(pool, async (client) => {
    await client.query(rollupLock);
    const { rows } = await client.query<{ inserted: number }>(insertBatchSql, [
      JSON.stringify(await withExistingHotels(client, events)),
    ]);
    return rows[0]!.inserted;
  });
}

/**
 * A review page of a hotel that does not exist (or was deleted) still counts, without the hotel.
 * Only review pages name a hotel: a batch without one reads no hotels.
 */
async function withExistingHotels(db: Db, events: SiteEventRow[]): Promise<SiteEventRow[]> {
  const named = events.flatMap((event) => (event.hotelId === null ? [] : [event.hotelId]));
  if (named.length === 0) return events;
  const hotels = await readHotelFacts(db, named);
  return events.map((event) =>
    event.hotelId === null || hotels.has(event.hotelId.toLowerCase()) ? event : { ...event, hotelId: null },
  );
}

/**
 * Recomputes every rollup from the raw events (`npm run analytics:rebuild`). Per-visitor rows are
 * rebuilt for today and yesterday only: older days are final and need only their counts.
 */
export function rebuildRollups(pool: Pool): Promise<{ events: number }> {
  return withTransaction(pool, async (client) => {
    await client.query(rollupLock);
    await client.query(
      'truncate public.site_daily_pages, public.site_daily_sources, public.site_daily_events, public.site_daily_visitors, public.site_daily_step_sets',
    );
    await client.query(`insert into public.site_daily_pages (day, path, views)
      select day, path, count(*) from public.site_events where name = 'page_view' group by 1, 2`);
    await client.query(`insert into public.site_daily_sources (day, referrer_host, utm_source, utm_medium, utm_campaign, views)
      select day, coalesce(referrer_host, ''), coalesce(utm_source, ''), coalesce(utm_medium, ''), coalesce(utm_campaign, ''), count(*)
      from public.site_events where name = 'page_view' group by 1, 2, 3, 4, 5`);
    await client.query(`insert into public.site_daily_events (day, name, hotel_id, events)
      select day, name, coalesce(hotel_id, '00000000-0000-0000-0000-000000000000'), count(*) from public.site_events group by 1, 2, 3`);
    await client.query(`create temporary table reached on commit drop as
      select day, visitor_hash, bit_or(${stepBitsSql('e')}) as steps from public.site_events e group by 1, 2`);
    await client.query(`insert into public.site_daily_step_sets (day, steps, visitors)
      select day, steps, count(*) from reached group by 1, 2`);
    await client.query(`insert into public.site_daily_visitors (day, visitor_hash, steps)
      select day, visitor_hash, steps from reached where day >= (now() at time zone 'utc')::date - 1`);
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from public.site_events');
    return { events: rows[0]!.n };
  });
}

/** Raw events are kept 13 months; salts and per-visitor rows only until the day after. */
export async function pruneSiteData(db: Db): Promise<{ events: number }> {
  let events = 0;
  for (;;) {
    // In slices, so a first run after a long pause does not hold one huge delete.
    const { rowCount } = await db.query(
      `delete from public.site_events where event_id in (
         select event_id from public.site_events where occurred_at < now() - interval '13 months' limit 10000)`,
    );
    events += rowCount ?? 0;
    if ((rowCount ?? 0) < 10000) break;
  }
  await db.query(`delete from public.site_salts where day < (now() at time zone 'utc')::date - 1`);
  await db.query(`delete from public.site_daily_visitors where day < (now() at time zone 'utc')::date - 1`);
  return { events };
}
