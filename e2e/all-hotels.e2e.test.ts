import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { newPage } from './support/browser.ts';
import { createOwner, sendCall, signInWith, type TestOwner } from './support/owners.ts';
import { useStackAndBrowser } from './support/suite.ts';

/** Issue #32: an owner of several hotels sees them side by side, the one needing attention first. */
const suite = useStackAndBrowser();
let owner: TestOwner;
const suffix = Math.random().toString(36).slice(2, 8);
/** A call id that starts now: today on any hotel's clock. */
const nowId = (name: string) => {
  const stamp = new Date().toISOString().replace(/[-:]/g, '').slice(0, 15).replace('T', '_');
  return `${name}-${suffix}_lobby_${stamp}`;
};

beforeAll(async () => {
  owner = await createOwner(suite.stack, [{ name: 'Calm Court' }, { name: 'Busy Bay' }]);
  const [calm, busy] = owner.hotels;
  await sendCall(suite.stack, calm!.id, {
    callId: nowId('calm'),
    turns: [
      { role: 'assistant', text: 'Calm Court, good morning.' },
      { role: 'user', text: 'What time is breakfast served on weekends?' },
      { role: 'assistant', text: 'Breakfast is served from seven to eleven on weekends.' },
    ],
  });
  await sendCall(suite.stack, busy!.id, {
    callId: nowId('complaint'),
    turns: [
      { role: 'assistant', text: 'Busy Bay, good evening.' },
      {
        role: 'user',
        text: 'I want to make a complaint: our room was dirty and nobody came to fix the broken heating.',
      },
    ],
  });
  await sendCall(suite.stack, busy!.id, {
    callId: nowId('missed'),
    analysis: { status: 'failed', failure_reason: 'Missed: nobody answered' },
    turns: [],
  });
});

const row = (page: Page, hotelId: string) =>
  page.getByRole('region', { name: 'All hotels' }).locator(`[data-hotel-id="${hotelId}"]`);

describe('all hotels', () => {
  for (const viewport of [
    { name: 'a desktop', width: 1280, height: 800 },
    { name: 'a phone', width: 390, height: 844 },
  ]) {
    it(`when an owner of two hotels opens home and insights on ${viewport.name}, then both hotels show with today's figures, the busy one first, and its follow-ups open`, async () => {
      const [calm, busy] = owner.hotels;
      const { page, context } = await newPage(suite.browser, suite.stack.baseUrl, viewport);
      await signInWith(page, owner);
      await page.waitForURL('**/dashboard/home');
      const card = page.getByRole('region', { name: 'All hotels' });
      // The figures follow the pipeline: read again until the busy hotel shows both of its calls.
      await expect
        .poll(
          async () => {
            await page.reload();
            await row(page, busy!.id).waitFor();
            return row(page, busy!.id).textContent();
          },
          { timeout: 30_000 },
        )
        .toMatch(/Today2Missed1Follow-ups2/);
      const order = await card
        .locator('[data-hotel-id]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-hotel-id')));
      expect(order).toEqual([busy!.id, calm!.id]);
      expect(await row(page, calm!.id).textContent()).toMatch(/Today1Missed0Follow-ups0/);

      await row(page, busy!.id).getByRole('link', { name: '2' }).click();
      await page.waitForURL(
        (url) => url.pathname === '/dashboard/insights' && url.searchParams.get('hotel') === busy!.id,
      );
      const followUps = page.getByRole('list', { name: 'Calls that need follow-up' });
      await followUps
        .getByText(/complaint/i)
        .first()
        .waitFor();
      // The insights page has the same overview.
      await row(page, calm!.id).waitFor();
      await context.close();
    });
  }
});
