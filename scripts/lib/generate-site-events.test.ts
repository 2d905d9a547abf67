import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHotel } from '../../test/support/factories.ts';
import { createPrivateDatabase } from '../../test/support/private-database.ts';
import { rebuildRollups } from '../../worker/src/jobs/site-events/site-events.repo.ts';
import { generateSiteEvents } from './generate-site-events.ts';

describe('generated site traffic (demo seed and the analytics benchmark)', () => {
  let database: Awaited<ReturnType<typeof createPrivateDatabase>>;
  beforeAll(async () => {
    database = await createPrivateDatabase('site_generator');
  });
  afterAll(() => database.drop());

  it('when 20,000 events are asked for, then about that many arrive over the period, funnels narrow and hotels get their review events', async () => {
    const hotel = await createHotel(database.pool);
    const inserted = await generateSiteEvents(database.pool, {
      events: 20_000,
      days: 28,
      hotelIds: [hotel.id],
      seed: 't',
    });
    expect(inserted).toBeGreaterThan(18_000);
    expect(inserted).toBeLessThan(22_000);
    await rebuildRollups(database.pool);
    const { rows } = await database.pool.query<{ name: string; n: number }>(
      `select name, sum(events)::int as n from public.site_daily_events group by name`,
    );
    const count = Object.fromEntries(rows.map((r) => [r.name, r.n]));
    expect(count.demo_play_started).toBeGreaterThan(count.demo_request_sent!);
    expect(count.signup_started).toBeGreaterThan(count.signup_completed!);
    expect(count.review_page_opened).toBeGreaterThan(count.review_sent!);
    const days = await database.pool.query<{ n: number }>(
      'select count(distinct day)::int as n from public.site_daily_pages',
    );
    expect(days.rows[0]!.n).toBeGreaterThanOrEqual(28);
    const hotelEvents = await database.pool.query<{ n: number }>(
      'select count(*)::int as n from public.site_events where hotel_id = $1',
      [hotel.id],
    );
    expect(hotelEvents.rows[0]!.n).toBeGreaterThan(1000);
  });
});
