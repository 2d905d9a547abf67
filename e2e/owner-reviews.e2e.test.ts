import { describe, expect, it } from 'vitest';
import { newPage } from './support/browser.ts';
import { createOwner, signInWith } from './support/owners.ts';
import { useStackAndBrowser } from './support/suite.ts';

const suite = useStackAndBrowser();

describe('owner reviews page', () => {
  it('when guests review the hotel, then the summary, the newest-first list, live arrivals and the review link show', async () => {
    const owner = await createOwner(suite.stack, [{ name: 'Review Hotel' }]);
    const hotelId = owner.hotels[0]!.id;
    await suite.stack.pool.query(
      `insert into public.reviews (hotel_id, rating, feedback, created_at) values
         ($1, 5, 'Older praise', now() - interval '2 days'), ($1, 2, 'Newer complaint', now() - interval '1 day')`,
      [hotelId],
    );
    const { page, context } = await newPage(suite.browser, suite.stack.baseUrl);
    await signInWith(page, owner);
    await page.getByRole('link', { name: 'Reviews' }).click();
    const list = page.getByRole('list', { name: 'Reviews', exact: true });
    await list.waitFor();
    expect(await list.getByRole('listitem').allTextContents()).toEqual([
      expect.stringContaining('Newer complaint'),
      expect.stringContaining('Older praise'),
    ]);
    await page.getByText('Average rating 3.5').waitFor();
    expect(await page.getByRole('listitem', { name: '5 stars: 1' }).count()).toBe(1);
    expect(await page.getByRole('listitem', { name: '3 stars: 0' }).count()).toBe(1);

    const reviewUrl = `${suite.stack.baseUrl}/review?hotelId=${hotelId}`;
    expect(await page.getByRole('link', { name: reviewUrl }).getAttribute('href')).toBe(reviewUrl);
    const qr = page.getByRole('img', { name: 'QR code for the review page of Review Hotel' });
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);

    // A guest submits through the public review api, as the review page does.
    const guest = await newPage(suite.browser, suite.stack.baseUrl);
    await guest.page.goto(`/review?hotelId=${hotelId}`);
    const csrf = (await guest.context.cookies()).find((c) => c.name === 'hv_csrf')!.value;
    const res = await guest.page.request.post('/api/reviews', {
      headers: { 'x-csrf-token': csrf },
      data: { hotelId, rating: 4, feedback: 'Live feedback from the lobby' },
    });
    expect(res.status()).toBe(201);
    await guest.context.close();

    const fresh = list.getByRole('listitem').first();
    await expect.poll(() => fresh.textContent()).toContain('Live feedback from the lobby');
    expect(await fresh.textContent()).toContain('New');
    await page.getByText('Average rating 3.7').waitFor();
    expect(await page.getByRole('listitem', { name: '4 stars: 1' }).count()).toBe(1);
    await context.close();
  });

  it('when a live review event is lost while the socket stays connected, then the periodic refresh still shows it', async () => {
    const owner = await createOwner(suite.stack, [{ name: 'Quiet Hotel' }]);
    const hotelId = owner.hotels[0]!.id;
    const { page, context } = await newPage(suite.browser, suite.stack.baseUrl);
    await page.clock.install();
    await signInWith(page, owner);
    await page.getByRole('link', { name: 'Reviews' }).click();
    await page
      .getByText('Average rating', { exact: false })
      .or(page.getByText(/no reviews/i))
      .first()
      .waitFor();

    await suite.stack.pool.query(
      `insert into public.reviews (hotel_id, rating, feedback) values ($1, 5, 'Missed by the socket')`,
      [hotelId],
    );
    expect(await page.getByText('Missed by the socket').count()).toBe(0);
    // Under Socket.IO's ping timeout (45 s), so no reconnect reloads the list instead.
    await page.clock.runFor(31_000);
    await page.getByText('Missed by the socket').waitFor({ timeout: 15_000 });
    await context.close();
  });
});
