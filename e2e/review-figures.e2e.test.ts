import { describe, expect, it } from 'vitest';
import { newPage, newVisitorContext } from './support/browser.ts';
import { createOwner, signInWith } from './support/owners.ts';
import { useStackAndBrowser } from './support/suite.ts';

const suite = useStackAndBrowser();

const guestAgent =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

const viewports = [
  { name: 'a desktop', width: 1280, height: 800 },
  { name: 'a phone', width: 390, height: 844 },
];

/** Issue #32 item 7: the reviews page shows one set of numbers for one period, from one source. */
describe.each(viewports)('the reviews page figures on $name', (viewport) => {
  it('when two guests open the review page and one leaves a review, then the page opens, reviews left, trend and totals agree', async () => {
    const owner = await createOwner(suite.stack, [{ name: 'Figures Inn' }]);
    const hotelId = owner.hotels[0]!.id;
    // An older review: counted in all, outside the last 30 days.
    await suite.stack.pool.query(
      `insert into public.reviews (hotel_id, rating, created_at, alert_pending) values ($1, 2, now() - interval '45 days', false)`,
      [hotelId],
    );

    const opensCounted = async () => {
      const { rows } = await suite.stack.pool.query<{ n: number }>(
        `select coalesce(sum(events), 0)::int as n from public.site_daily_events where hotel_id = $1 and name = 'review_page_opened'`,
        [hotelId],
      );
      return rows[0]!.n;
    };
    for (const [i, leaves] of [true, false].entries()) {
      // Headless Chromium names itself HeadlessChrome, which the events endpoint drops as a bot.
      const context = await newVisitorContext(suite.browser, { baseURL: suite.stack.baseUrl, userAgent: guestAgent });
      const guest = { context, page: await context.newPage() };
      await guest.page.goto(`/review?hotelId=${hotelId}`);
      // The page counts its opening in a beacon it sends a moment later; the guest stays until it is
      // counted (closing the page could cancel a beacon still on its way).
      await expect.poll(opensCounted, { timeout: 60_000, message: `guest ${i + 1}'s page open counted` }).toBe(i + 1);
      if (leaves) {
        await guest.page.request.get('/api/auth/csrf');
        const csrf = (await guest.context.cookies()).find((c) => c.name === 'hv_csrf')!.value;
        const created = await guest.page.request.post('/api/reviews', {
          headers: { 'x-csrf-token': csrf },
          data: { hotelId, rating: 4, feedback: 'Quiet room, kind staff.' },
        });
        expect(created.status()).toBe(201);
      }
      await guest.context.close();
    }

    const { page, context } = await newPage(suite.browser, suite.stack.baseUrl, viewport);
    await signInWith(page, owner);
    await page.goto('/dashboard/reviews');
    const card = page.getByRole('region', { name: 'Review page, last 30 days' });
    await card.waitFor();
    const figure = (term: string) => card.locator('dt', { hasText: term }).locator('+ dd').textContent();
    expect(await figure('Page opened')).toBe('2');
    expect(await figure('Reviews left')).toBe('1(50% of opens)');
    await card.getByText('The rating overview counts all 2 reviews since the start.').waitFor();
    await page.getByText('2 reviews in all').waitFor();
    await page.getByText('Last 30 days: 4.0 from 1 review, up 2.0 from 2.0 in the 30 days before.').waitFor();
    await context.close();
  }, 180_000);
});
