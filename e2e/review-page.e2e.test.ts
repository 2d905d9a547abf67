/// <reference lib="dom" />
// page.evaluate callbacks run in the suite.browser.
import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoHotelIds } from '../scripts/lib/demo-seed.ts';
import { nextAlert } from './support/dialogs.ts';
import { newPage } from './support/browser.ts';
import { createOwner } from './support/owners.ts';
import { freezePageClock, recordStartedTimers, timersStarted } from './support/page-clock.ts';
import { useStackAndBrowser } from './support/suite.ts';
import { holdFormPosts } from './support/hold-posts.ts';

const suite = useStackAndBrowser();

const harborPlaceId = 'ChIJN1t_tDeuEmsRUsoyG83frY4';
const googleUrl = `https://search.google.com/local/writereview?placeid=${harborPlaceId}`;

/** No internet here: Google's page is answered locally so the new tab has somewhere to land. */
async function stubGoogle(context: BrowserContext) {
  await context.route('https://search.google.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Google review</title>' }),
  );
}

async function storedReviews(feedback: string) {
  const { rows } = await suite.stack.pool.query('select hotel_id, rating from public.reviews where feedback = $1', [
    feedback,
  ]);
  return rows;
}

/** Spec §9: the 5-star screen opens Google Reviews after 3 seconds. */
const fiveStarRedirectMs = 3000;

const stars = (page: Page, n: number) => page.getByRole('radio', { name: n === 1 ? '1 star' : `${n} stars` });

describe('review page', () => {
  it('when the review page opens, then its hotel comes with the page: named in the HTML, and nothing of the api asked but the page view', async () => {
    const { context, page } = await newPage(suite.browser, suite.stack.baseUrl);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    const asked: string[] = [];
    page.on('request', (request) => {
      // The page view's beacon aside (decision 019): a guest's page never checks for a session.
      if (request.url().includes('/api/') && !request.url().endsWith('/api/events')) asked.push(request.url());
    });
    const response = await page.goto(`/review?hotelId=${demoHotelIds.harborView}`);
    expect(await response!.text()).toContain('Harbor View Hotel');
    await page.getByText('Tell us about your time at').waitFor();
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    expect(warnings).toEqual([]);
    await context.close();
  });

  it('when the hotel is unknown or missing, then it shows "Hotel Not Found"', async () => {
    const { context, page } = await newPage(suite.browser, suite.stack.baseUrl);
    for (const url of [`/review?hotelId=${randomUUID()}`, '/review']) {
      await page.goto(url);
      await page.getByRole('heading', { name: 'Hotel Not Found' }).waitFor();
      await page.getByText('The requested hotel could not be found.').waitFor();
    }
    await context.close();
  });

  it('when no rating is chosen, then feedback and submit are hidden; hovering and choosing show the captions and labels', async () => {
    const { context, page } = await newPage(suite.browser, suite.stack.baseUrl);
    await page.goto(`/review?hotelId=${demoHotelIds.harborView}`);
    await page.getByRole('heading', { name: 'How was your stay?' }).waitFor();
    expect(await page.getByRole('button', { name: 'Submit Feedback' }).count()).toBe(0);
    expect(await page.getByRole('textbox').count()).toBe(0);

    const captions = [
      'Poor - Not what I expected',
      'Fair - Could be better',
      'Good - Met expectations',
      'Great - Very satisfied',
      'Excellent - Exceeded expectations',
    ];
    for (const [i, caption] of captions.entries()) {
      await stars(page, i + 1).hover();
      await page.getByText(caption, { exact: true }).waitFor();
    }
    await stars(page, 3).click();
    await page.getByLabel('What could we improve?').waitFor();
    await page.getByRole('button', { name: 'Submit Feedback' }).waitFor();
    await stars(page, 5).click();
    await page.getByLabel('What made your stay exceptional?').waitFor();
    await expect(stars(page, 5).getAttribute('aria-checked')).resolves.toBe('true');
    await context.close();
  });

  it('when a 3-star review is sent, then the thanks screen names the hotel and still offers Google Reviews', async () => {
    const { context, page } = await newPage(suite.browser, suite.stack.baseUrl);
    const feedback = `Room was cold ${randomUUID().slice(0, 6)}`;
    await page.goto(`/review?hotelId=${demoHotelIds.harborView}`);
    await stars(page, 3).click();
    await page.getByLabel('What could we improve?').fill(feedback);
    const release = await holdFormPosts(page, '/review');
    await page.getByRole('button', { name: 'Submit Feedback' }).click();
    await page.getByRole('button', { name: 'Submitting...' }).waitFor();
    release();
    await page.getByRole('heading', { name: 'Thank You!' }).waitFor();
    await page.getByText('Your feedback for Harbor View Hotel has been submitted successfully.').waitFor();
    await expect(page.getByRole('link', { name: 'Open Google Reviews' }).getAttribute('href')).resolves.toBe(googleUrl);
    expect(await page.getByText('Thank You for Your 5-Star Review!').count()).toBe(0);
    expect(await storedReviews(feedback)).toEqual([{ hotel_id: demoHotelIds.harborView, rating: 3 }]);
    await context.close();
  });

  it('when a 5-star review is sent, then after 3 s Google Reviews opens in a new tab and the thanks screen copies the feedback', async () => {
    const { context, page } = await newPage(suite.browser, suite.stack.baseUrl);
    await stubGoogle(context);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.stack.baseUrl });
    const feedback = `Wonderful staff ${randomUUID().slice(0, 6)}`;
    await page.clock.install();
    await recordStartedTimers(page);
    await page.goto(`/review?hotelId=${demoHotelIds.harborView}`);
    await stars(page, 5).click();
    await page.getByLabel('What made your stay exceptional?').fill(feedback);
    // The page's time stands still from before the thanks screen starts its 3 s: on a loaded
    // machine, real seconds between the screen showing and the test looking must not count.
    await freezePageClock(page);
    await page.getByRole('button', { name: 'Submit Feedback' }).click();
    await page.getByRole('heading', { name: 'Thank You for Your 5-Star Review!' }).waitFor();
    // The heading can show before React's effect starts the 3 s timer; move the clock only after.
    await expect.poll(() => timersStarted(page, fiveStarRedirectMs)).toBe(1);

    let opened = false;
    context.on('page', () => (opened = true));
    await page.clock.runFor(2900);
    expect(opened).toBe(false);
    const popup = context.waitForEvent('page');
    await page.clock.runFor(200);
    const tab = await popup;
    await tab.waitForURL(googleUrl);

    await page.getByRole('heading', { name: 'Thank You!' }).waitFor();
    await page.getByText('Your feedback for Harbor View Hotel has been submitted successfully.').waitFor();
    const alert = nextAlert(page);
    await page.getByRole('button', { name: 'Copy your feedback' }).click();
    expect(await alert).toBe('Feedback copied! You can now paste it into your Google review.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(feedback);
    await expect(page.getByRole('link', { name: 'Open Google Reviews' }).getAttribute('target')).resolves.toBe(
      '_blank',
    );
    expect(await storedReviews(feedback)).toEqual([{ hotel_id: demoHotelIds.harborView, rating: 5 }]);
    await context.close();
  });

  it('when the hotel has no Google place id, then a 5-star review goes straight to thanks without Google links', async () => {
    const { context, page } = await newPage(suite.browser, suite.stack.baseUrl);
    await page.goto(`/review?hotelId=${demoHotelIds.alpineLodge}`);
    await stars(page, 5).click();
    await page.getByRole('button', { name: 'Submit Feedback' }).click();
    await page.getByText('Your feedback for Alpine Lodge Zermatt has been submitted successfully.').waitFor();
    expect(await page.getByRole('link', { name: 'Open Google Reviews' }).count()).toBe(0);
    await context.close();
  });

  it('when sending fails, then the alert asks to try again and the form stays', async () => {
    const { context, page } = await newPage(suite.browser, suite.stack.baseUrl);
    const owner = await createOwner(suite.stack, [{ name: 'Gone Soon Inn' }]);
    await page.goto(`/review?hotelId=${owner.hotels[0]!.id}`);
    // The hotel is removed while the guest writes: the server refuses the review.
    await suite.stack.pool.query('delete from public.hotels where hotel_id = $1', [owner.hotels[0]!.id]);
    await stars(page, 2).click();
    await page.getByLabel('What could we improve?').fill('Noisy');
    const alert = nextAlert(page);
    await page.getByRole('button', { name: 'Submit Feedback' }).click();
    expect(await alert).toBe('Failed to submit review. Please try again.');
    await expect(page.getByLabel('What could we improve?').inputValue()).resolves.toBe('Noisy');
    await page.getByRole('button', { name: 'Submit Feedback' }).waitFor();
    await context.close();
  });
});
