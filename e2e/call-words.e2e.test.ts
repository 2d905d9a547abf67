import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { newPage } from './support/browser.ts';
import { createOwner, sendCall, signInWith, type TestOwner } from './support/owners.ts';
import type { Stack } from './support/stack.ts';
import { useStackAndBrowser } from './support/suite.ts';

/**
 * Issue #32 item 9: why a call ended in words (one table for every platform's codes, and a filter
 * by it), no made-up duration for a call without a recording, no language for a call too short
 * to tell one by; item 6: turns without a time show none.
 */
const suite = useStackAndBrowser();
let stack: Stack;
let browser: Browser;
let owner: TestOwner;
const suffix = Math.random().toString(36).slice(2, 8);
const hungUp = `words-${suffix}a_lobby_20250306_101500`;
const silent = `words-${suffix}b_lobby_20250306_111500`;
const short = `words-${suffix}c_lobby_20250306_121500`;

beforeAll(async () => {
  ({ stack, browser } = suite);
  owner = await createOwner(stack, [{ name: 'Lakeside Lodge' }]);
  const hotelId = owner.hotels[0]!.id;
  await sendCall(stack, hotelId, {
    callId: hungUp,
    analysis: { end_reason: 'customer-ended-call' },
    turns: [
      { role: 'assistant', text: 'Lakeside Lodge, good morning.' },
      { role: 'user', text: 'Good morning, could you tell me until when the sauna is open on Sundays, please?' },
    ],
  });
  await sendCall(stack, hotelId, {
    callId: silent,
    analysis: { end_reason: 'inactivity' },
    turns: [
      { role: 'assistant', text: 'Lakeside Lodge, good morning.' },
      { role: 'user', text: 'Hi, I wanted to ask about late check-out for tomorrow, is that possible at all?' },
    ],
  });
  await sendCall(stack, hotelId, { callId: short, turns: [{ role: 'user', text: 'Hello? Hello?' }] });
});

const callButton = (page: Page, callId: string) => page.locator(`[data-call-id="${callId}"]`);

describe('calls in plain words', () => {
  for (const viewport of [
    { name: 'a desktop', width: 1280, height: 800 },
    { name: 'a phone', width: 390, height: 844 },
  ]) {
    it(`when an owner reads the call log on ${viewport.name}, then ends are in words and filterable, no duration is made up, a short call names no language, turns without a time show none`, async () => {
      const { page, context } = await newPage(browser, stack.baseUrl, viewport);
      await signInWith(page, owner);
      await page.goto('/dashboard/call-logs');
      for (const id of [hungUp, silent, short]) await callButton(page, id).waitFor({ timeout: 30_000 });

      // Neither a recording nor the platform's times: no duration, not an assumed minute.
      expect(await callButton(page, hungUp).textContent()).not.toContain('1:00');
      expect(await callButton(page, short).getByTestId('call-language').count()).toBe(0);
      expect(await callButton(page, hungUp).getByTestId('call-language').count()).toBe(1);

      await callButton(page, hungUp).click();
      const details = page.getByRole('region', { name: 'Conversation details' });
      await details.getByText('Ended: the caller hung up').waitFor();
      expect(await details.getByText('customer-ended-call').count()).toBe(0);
      // Item 6: its turns carry no time, and none is shown (it read "NaN:NaN").
      await details.getByText('until when the sauna is open', { exact: false }).waitFor();
      expect(await details.textContent()).not.toContain('NaN');
      const title = await details.getByRole('heading').first().textContent();
      expect(title).toMatch(/^Call at /);
      expect(title).not.toContain('·');
      if (viewport.width < 768) await page.goBack();

      if (viewport.width < 768) await page.getByRole('button', { name: 'Filter' }).click();
      await page.getByLabel('How it ended').selectOption({ label: 'Ended after silence' });
      await page.waitForURL((url) => url.searchParams.get('endReason') === 'silence');
      await callButton(page, hungUp).waitFor({ state: 'detached' });
      await callButton(page, silent).waitFor();
      expect(
        await page.locator('[data-call-id]').evaluateAll((els) => els.map((e) => e.getAttribute('data-call-id'))),
      ).toEqual([silent]);
      await context.close();
    });
  }
});
