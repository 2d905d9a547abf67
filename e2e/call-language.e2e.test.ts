import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { newPage } from './support/browser.ts';
import { createOwner, sendCall, signInWith, type TestOwner } from './support/owners.ts';
import type { Stack } from './support/stack.ts';
import { useStackAndBrowser } from './support/suite.ts';

const suite = useStackAndBrowser();
let stack: Stack;
let browser: Browser;
let owner: TestOwner;
const suffix = Math.random().toString(36).slice(2, 8);
const german = `lang-${suffix}a_lobby_20250305_101500`;
const english = `lang-${suffix}b_lobby_20250305_111500`;

beforeAll(async () => {
  ({ stack, browser } = suite);
  owner = await createOwner(stack, [{ name: 'Alpenblick Hotel' }]);
  const hotelId = owner.hotels[0]!.id;
  await sendCall(stack, hotelId, {
    callId: german,
    turns: [
      { role: 'assistant', text: 'Alpenblick Hotel, guten Tag.' },
      { role: 'user', text: 'Guten Tag, haben Sie am Wochenende noch ein Doppelzimmer mit Frühstück für uns frei?' },
    ],
  });
  await sendCall(stack, hotelId, {
    callId: english,
    turns: [
      { role: 'assistant', text: 'Alpenblick Hotel, good morning.' },
      { role: 'user', text: 'Good morning, could you tell me whether there is parking at the hotel for a large van?' },
    ],
  });
});

const callButton = (page: Page, callId: string) => page.locator(`[data-call-id="${callId}"]`);
const nameOf = (page: Page, code: string) =>
  page.evaluate((c) => new Intl.DisplayNames(undefined, { type: 'language' }).of(c) ?? c, code);

describe('call language', () => {
  it('when calls were in different languages, then each item names its language and the filter keeps one', async () => {
    const { page, context } = await newPage(browser, stack.baseUrl);
    await signInWith(page, owner);
    await page.goto('/dashboard/call-logs');
    await callButton(page, german).waitFor({ timeout: 30_000 });
    await callButton(page, english).waitFor({ timeout: 30_000 });
    const [germanName, englishName] = [await nameOf(page, 'de'), await nameOf(page, 'en')];
    expect(await callButton(page, german).getByTestId('call-language').textContent()).toContain(germanName);
    expect(await callButton(page, english).getByTestId('call-language').textContent()).toContain(englishName);

    const filter = page.getByLabel('Language');
    await filter.locator('option', { hasText: germanName }).waitFor({ state: 'attached' });
    await filter.selectOption('de');
    await page.waitForURL((url) => url.searchParams.get('language') === 'de');
    await callButton(page, english).waitFor({ state: 'detached' });
    await callButton(page, german).waitFor();
    expect(await page.locator('[data-call-id]').count()).toBe(1);

    await callButton(page, german).click();
    expect(await page.getByTestId('call-detail-language').textContent()).toContain(`${germanName} (auto-detected)`);

    await filter.selectOption('');
    await callButton(page, english).waitFor();
    await context.close();
  });
});
