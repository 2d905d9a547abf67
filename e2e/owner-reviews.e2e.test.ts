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

    // Both reviews are in the last 30 days, none in the 30 before.
    await page.getByText('Last 30 days: 3.5 from 2 reviews; none in the 30 days before.').waitFor();

    // The printed link is the short one; it opens the hotel's review page (the UUID link works too).
    const { rows } = await suite.stack.pool.query('select review_slug from public.hotels where hotel_id = $1', [
      hotelId,
    ]);
    const reviewUrl = `${suite.stack.baseUrl}/r/${rows[0].review_slug}`;
    expect(rows[0].review_slug).toMatch(/^review-hotel(-\d+)?$/);
    expect(await page.getByRole('link', { name: reviewUrl }).getAttribute('href')).toBe(reviewUrl);
    const visitor = await newPage(suite.browser, suite.stack.baseUrl);
    await visitor.page.goto(reviewUrl);
    await visitor.page.waitForURL(`**/review?hotelId=${hotelId}`);
    await visitor.page.getByRole('heading', { name: 'How was your stay?' }).waitFor();
    await visitor.context.close();
    const qr = page.getByRole('img', { name: 'QR code for the review page of Review Hotel' });
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);

    // A guest submits through the public review api, as the review page does.
    const guest = await newPage(suite.browser, suite.stack.baseUrl);
    await guest.page.goto(`/review?hotelId=${hotelId}`);
    await guest.page.request.get('/api/auth/csrf');
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
    await page.getByText('Last 30 days: 3.7 from 3 reviews; none in the 30 days before.').waitFor();
    await context.close();
  });

  it('when the owner marks a low review handled with a note, then the note, who and when show, and high reviews offer nothing', async () => {
    const owner = await createOwner(suite.stack, [{ name: 'Handled Hotel' }], 'Hana');
    const hotelId = owner.hotels[0]!.id;
    await suite.stack.pool.query(
      `insert into public.reviews (hotel_id, rating, feedback) values ($1, 1, 'Cold room'), ($1, 5, 'Lovely')`,
      [hotelId],
    );
    const { page, context } = await newPage(suite.browser, suite.stack.baseUrl);
    await signInWith(page, owner);
    await page.getByRole('link', { name: 'Reviews' }).click();
    const low = page.getByRole('listitem', { name: '1 star review' });
    const high = page.getByRole('listitem', { name: '5 star review' });
    await low.waitFor();
    expect(await high.getByRole('button', { name: 'Mark handled' }).count()).toBe(0);
    await low.getByRole('button', { name: 'Mark handled' }).click();
    const form = low.getByRole('form', { name: 'Mark handled' });
    expect(await form.getByRole('button', { name: 'Save note' }).isDisabled()).toBe(true);
    await form.getByLabel('What was done?', { exact: false }).fill('Moved them to a warmer room.');
    await form.getByRole('button', { name: 'Save note' }).click();
    await low.getByText('Handled by Hana Tester', { exact: false }).waitFor();
    expect(await low.getByRole('form', { name: 'Mark handled' }).count()).toBe(0);
    expect(await low.textContent()).toContain('Moved them to a warmer room.');
    await page.reload();
    await low.getByText('Moved them to a warmer room.').waitFor();
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

  it('when a guest is offered Google and opens it, then the counts on the open page move without a reload', async () => {
    const owner = await createOwner(suite.stack, [{ name: 'Google Live Hotel' }]);
    const hotelId = owner.hotels[0]!.id;
    await suite.stack.pool.query(`update public.hotels set google_place_id = 'ChIJe2eLive' where hotel_id = $1`, [
      hotelId,
    ]);
    const { page, context } = await newPage(suite.browser, suite.stack.baseUrl);
    // The page's timers stand still: only live events can move the counts.
    await page.clock.install();
    await signInWith(page, owner);
    await page.getByRole('link', { name: 'Reviews' }).click();
    await page.getByText('Google: no guest has been offered your Google page yet.').waitFor();

    const guest = await newPage(suite.browser, suite.stack.baseUrl);
    await guest.page.goto(`/review?hotelId=${hotelId}`);
    await guest.page.request.get('/api/auth/csrf');
    const csrf = (await guest.context.cookies()).find((c) => c.name === 'hv_csrf')!.value;
    const created = await guest.page.request.post('/api/reviews', {
      headers: { 'x-csrf-token': csrf },
      data: { hotelId, rating: 2, feedback: 'Cold room' },
    });
    expect(created.status()).toBe(201);
    await page.getByText('Google: offered to 1 guest, 0 opened it.').waitFor({ timeout: 15_000 });

    const { reviewId } = (await created.json()) as { reviewId: string };
    const opened = await guest.page.request.post(`/api/reviews/${reviewId}/google-opened`, {
      headers: { 'x-csrf-token': csrf },
    });
    expect(opened.status()).toBe(204);
    await page.getByText('Google: offered to 1 guest, 1 opened it.').waitFor({ timeout: 15_000 });
    await guest.context.close();
    await context.close();
  });
});
