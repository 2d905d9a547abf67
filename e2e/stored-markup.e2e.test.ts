import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { newPage, signInAs } from './support/browser.ts';
import { createOwner, sendCall, signInWith, type TestOwner } from './support/owners.ts';
import type { Stack } from './support/stack.ts';
import { useStackAndBrowser } from './support/suite.ts';

/**
 * Markup and script stored through every way in (a call's transcript, a guest review, a demo
 * request, the hotel's own fields) must show as the characters typed, on every page that shows it,
 * and no script may run.
 */
const tag = Math.random().toString(36).slice(2, 8);
const payload = (where: string) =>
  `<img src=x onerror="window.__xss='${where}'"><script>window.__xss='${where}'</script>${where}-${tag}`;

const suite = useStackAndBrowser();
let stack: Stack;
let browser: Browser;
let owner: TestOwner;
let hotelId: string;
const callId = `xss${tag}_lobby_20250305_101500`;

/** What a browser on the public site sends: the CSRF cookie it fetches before a form's request, and its header. */
async function postAsVisitor(path: string, body: object): Promise<number> {
  const first = await fetch(`${stack.baseUrl}/api/auth/csrf`);
  const csrf = /hv_csrf=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const res = await fetch(`${stack.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `hv_csrf=${csrf}`, 'x-csrf-token': csrf },
    body: JSON.stringify(body),
  });
  return res.status;
}

beforeAll(async () => {
  ({ stack, browser } = suite);
  owner = await createOwner(stack, [{ name: payload('hotel-name'), assistantName: `Aria ${tag}` }]);
  hotelId = owner.hotels[0]!.id;
  await stack.pool.query(
    `update public.hotels set location = $2, address = $3, facility_owner = $4, website = $5 where hotel_id = $1`,
    [hotelId, payload('location'), payload('address'), payload('owner'), 'javascript:window.__xss="website"'],
  );
  await sendCall(stack, hotelId, {
    callId,
    turns: [
      { role: 'assistant', text: payload('assistant-turn') },
      { role: 'user', text: payload('guest-turn') },
    ],
  });
  expect(await postAsVisitor('/api/reviews', { hotelId, rating: 2, feedback: payload('review') })).toBe(201);
  expect(
    await postAsVisitor('/api/demo-requests', {
      name: payload('demo-name'),
      email: `xss-${tag}@example.com`,
      hotel: payload('demo-hotel'),
      message: payload('demo-message'),
    }),
  ).toBe(201);
  // The call arrives through the worker; wait for its row.
  for (let i = 0; i < 300; i++) {
    const { rowCount } = await stack.pool.query(
      'select 1 from public.call_logs where hotel_id = $1 and call_id = $2 and turn_count = 2',
      [hotelId, callId],
    );
    if (rowCount) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});

/** Opens a page that reports any dialog and any executed payload. */
async function watchedPage() {
  const opened = await newPage(browser, stack.baseUrl);
  const dialogs: string[] = [];
  opened.page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { ...opened, dialogs };
}

async function expectInert(page: Page, dialogs: string[], shown: string[]) {
  for (const where of shown) {
    // The text as typed, tags and all, is on the page (where it is visible: the phone's top bar
    // holds the hotel name too, hidden on a wide screen).
    await page
      .getByText(`<script>window.__xss='${where}'</script>${where}-${tag}`)
      .locator('visible=true')
      .first()
      .waitFor();
  }
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  // The page's own inline scripts (React Router's, under this response's nonce) carry data as JSON;
  // none is a stored payload's script element.
  const inline = await page.locator('script:not([src])').evaluateAll((scripts) => scripts.map((s) => s.textContent));
  expect(inline.filter((text) => text?.trim().startsWith('window.__xss'))).toEqual([]);
  expect(await page.locator('a[href^="javascript:"]').count()).toBe(0);
  expect(dialogs).toEqual([]);
}

describe('stored markup renders as text', () => {
  it('when the owner opens the dashboard, the call and the reviews, then every payload is text and none runs', async () => {
    const { page, context, dialogs } = await watchedPage();
    await signInWith(page, owner);
    await expectInert(page, dialogs, ['hotel-name']);
    await page.goto(`/dashboard/call-logs?id=${encodeURIComponent(callId)}`);
    await expectInert(page, dialogs, ['assistant-turn', 'guest-turn']);
    await page.goto('/dashboard/reviews');
    await expectInert(page, dialogs, ['review']);
    await context.close();
  });

  it('when a guest opens the hotel’s review page, then its name is text', async () => {
    const { page, context, dialogs } = await watchedPage();
    await page.goto(`/review?hotelId=${hotelId}`);
    await expectInert(page, dialogs, ['hotel-name']);
    await context.close();
  });

  it('when an admin opens the demo requests and the hotel’s profile, then every payload is text', async () => {
    const { page, context, dialogs } = await watchedPage();
    await signInAs(page, 'admin');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await page.goto('/admin/demo-requests');
    await expectInert(page, dialogs, ['demo-name', 'demo-hotel', 'demo-message']);
    await page.goto(`/admin/users/${hotelId}`);
    await expectInert(page, dialogs, ['hotel-name']);
    await context.close();
  });
});
