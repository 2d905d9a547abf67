import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHotelReviewsService } from '../../api/src/modules/hotel-reviews/hotel-reviews.service.ts';
import { createSiteAnalyticsService } from '../../api/src/modules/site-analytics/site-analytics.service.ts';
import { createHotel } from '../../test/support/factories.ts';
import { createPrivateDatabase } from '../../test/support/private-database.ts';
import { rebuildRollups } from '../../worker/src/jobs/site-events/site-events.repo.ts';
import { seedDemoReviewVisits, unconvertedVisitsPerReview } from './demo-review-visits.ts';

describe("the demo hotels' review-page visits (issue #32: the reviews page tells one story)", () => {
  let database: Awaited<ReturnType<typeof createPrivateDatabase>>;
  beforeAll(async () => {
    database = await createPrivateDatabase('demo_review_visits');
  });
  afterAll(() => database.drop());

  it("when visits are made from a hotel's reviews, then its page opens, reviews left and Google figures agree with the reviews", async () => {
    const hotel = await createHotel(database.pool);
    const other = await createHotel(database.pool);
    await database.pool.query(
      `insert into public.reviews (hotel_id, rating, created_at, google_offered, google_opened_at) values
         ($1, 5, now() - interval '3 days', true, now() - interval '3 days'),
         ($1, 4, now() - interval '2 days', true, null),
         ($1, 2, now() - interval '1 day', false, null),
         ($2, 5, now() - interval '1 day', false, null)`,
      [hotel.id, other.id],
    );

    await seedDemoReviewVisits(database.pool, [hotel.id]);
    await rebuildRollups(database.pool);

    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
    const page = await createSiteAnalyticsService(database.pool).reviewPage(hotel.id, { from, to: today });
    const summary = await createHotelReviewsService(database.pool).summary(hotel.id);
    expect(summary.trend.current.count).toBe(3);
    expect(summary.google).toEqual({ offered: 2, opened: 1 });
    expect(page.pageOpens).toBe(3 * (1 + unconvertedVisitsPerReview));

    const { rows } = await database.pool.query<{ name: string; n: number }>(
      `select name, sum(events)::int as n from public.site_daily_events where hotel_id = $1 group by name`,
      [hotel.id],
    );
    const events = Object.fromEntries(rows.map((r) => [r.name, r.n]));
    expect(events.review_sent).toBe(3);
    expect(events.google_reviews_clicked).toBe(1);
    expect(events.review_rating_chosen).toBeGreaterThanOrEqual(3);
    expect(events.review_rating_chosen).toBeLessThan(page.pageOpens);
    const otherEvents = await database.pool.query('select 1 from public.site_events where hotel_id = $1', [other.id]);
    expect(otherEvents.rowCount).toBe(0);
  });
});
