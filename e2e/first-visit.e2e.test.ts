/// <reference lib="dom" />
// page.evaluate and init-script callbacks run in the browser.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hydratedSelector, newPage, newVisitorContext, signInAs } from './support/browser.ts';
import { useStackAndBrowser } from './support/suite.ts';
import { parkedScriptType } from '../web/src/app/scripts-after-paint.ts';

const suite = useStackAndBrowser();

async function demoHotelId(): Promise<string> {
  const { rows } = await suite.stack.pool.query<{ hotel_id: string }>(
    `select hotel_id from hotels where name = 'Harbor View Hotel'`,
  );
  return rows[0]!.hotel_id;
}

/** Console errors and warnings, uncaught errors, and whether any prerendered heading was thrown away. */
async function watch(page: Page) {
  const messages: string[] = [];
  page.on('console', (message) => {
    // Playwright's own note when a test blocks the service worker is not the page's.
    if (message.text() === 'Service Worker registration blocked by Playwright') return;
    if (message.type() === 'error' || message.type() === 'warning')
      messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`uncaught: ${error.message}`));
  // A hydration mismatch makes React render the page again on the client, replacing the HTML's nodes.
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as { removedHeadings: string[] }).removedHeadings = removed;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (node instanceof Element && (node.matches('h1, h2') || node.querySelector('h1, h2'))) {
            removed.push(node.textContent ?? '');
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return {
    messages,
    removedHeadings: () => page.evaluate(() => (window as unknown as { removedHeadings: string[] }).removedHeadings),
  };
}

/** React has taken over the server's markup. */
const hydrated = (page: Page) => page.waitForSelector(hydratedSelector, { state: 'attached' });

/**
 * Signs the demo owner in, leaves the dashboard (so no request of the home page is counted), then
 * opens `path` while watching the console and recording every api request the page makes.
 */
async function openSignedIn(path: string) {
  const { context, page } = await newPage(suite.browser, suite.stack.baseUrl);
  await signInAs(page, 'owner');
  await page.waitForURL('**/dashboard/home');
  await page.waitForLoadState('networkidle');
  await page.goto('about:blank');
  const watched = await watch(page);
  const api: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) api.push(url.pathname + url.search);
  });
  await page.goto(path);
  return { context, page, watched, api };
}

describe('public pages before any script runs', () => {
  it("when scripts are off, then the landing page's HTML already holds the hero, the CTA, the demo, the form and the footer", async () => {
    const context = await newVisitorContext(suite.browser, { baseURL: suite.stack.baseUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    const hero = page.getByRole('heading', { level: 1 });
    await expect(hero.textContent()).resolves.toContain('Your AI-powered');
    await expect(hero.textContent()).resolves.toContain('24/7 Front Desk');
    await expect(page.getByText('50%').count()).resolves.toBe(1);
    await expect(page.getByRole('button', { name: 'Schedule a Demo' }).count()).resolves.toBe(1);
    await expect(page.getByRole('heading', { name: 'Listen to a real booking call' }).count()).resolves.toBe(1);
    await expect(page.getByText('Press play to listen to a real-time conversation!').count()).resolves.toBe(1);
    await expect(page.getByRole('button', { name: 'Request Demo' }).count()).resolves.toBe(1);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('All rights reserved', { exact: false }).count()).resolves.toBe(1);
    await expect(footer.getByRole('link', { name: 'Customer login' }).getAttribute('href')).resolves.toBe('/login');
    // Styled from the HTML itself: no render-blocking stylesheet request before the first paint.
    await expect(page.locator('link[rel="stylesheet"]').count()).resolves.toBe(0);
    await expect(hero.evaluate((h1) => getComputedStyle(h1).fontWeight)).resolves.toBe('800');
    await context.close();
  });

  it('when scripts are off, then every public page has its own title, description, canonical URL and social tags', async () => {
    const context = await newVisitorContext(suite.browser, { baseURL: suite.stack.baseUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    const hotelId = await demoHotelId();
    const pages = [
      { path: '/', canonical: '/', text: 'Your AI-powered' },
      { path: '/try', canonical: '/try', text: 'Call our AI receptionist now' },
      { path: '/signup', canonical: '/signup', text: 'Create Account' },
      { path: '/login', canonical: '/login', text: "Don't have an account?" },
      { path: `/review?hotelId=${hotelId}`, canonical: '/review', text: 'Harbor View Hotel' },
    ];
    const titles = new Set<string>();
    for (const expected of pages) {
      await page.goto(expected.path);
      await expect(page.locator('body').textContent()).resolves.toContain(expected.text);
      const meta = await page.evaluate(() => {
        const content = (selector: string) => document.querySelector(selector)?.getAttribute('content') ?? null;
        return {
          title: document.title,
          description: content('meta[name="description"]'),
          canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
          ogTitle: content('meta[property="og:title"]'),
          ogUrl: content('meta[property="og:url"]'),
          ogImage: content('meta[property="og:image"]'),
          twitterCard: content('meta[name="twitter:card"]'),
        };
      });
      const url = `${suite.stack.env.PUBLIC_URL}${expected.canonical}`;
      expect(meta.canonical).toBe(url);
      expect(meta.ogUrl).toBe(url);
      expect(meta.ogTitle).toBe(meta.title);
      expect(meta.ogImage).toBe(`${suite.stack.env.PUBLIC_URL}/images/call-logs-screenshot.png`);
      expect(meta.twitterCard).toBe('summary_large_image');
      expect(meta.description!.length).toBeGreaterThan(50);
      titles.add(meta.title);
    }
    expect(titles.size).toBe(pages.length);
    const robots = await page.request.get('/robots.txt');
    expect(await robots.text()).toContain(`Sitemap: ${suite.stack.env.PUBLIC_URL}/sitemap.xml`);
    await context.close();
  });
});

describe('hydration', () => {
  it('when each public page loads, then its modules wait for the first paint, and its script takes over the HTML without a console error or warning and keeps its headings', async () => {
    const hotelId = await demoHotelId();
    for (const path of ['/', '/try', '/signup', '/login', `/review?hotelId=${hotelId}`]) {
      // Nothing the browser would fetch or run before painting: no preload links, the module script parked.
      const html = await (await fetch(`${suite.stack.baseUrl}${path}`)).text();
      expect({
        path,
        preloads: html.includes('rel="modulepreload"'),
        runnable: html.includes('type="module"'),
      }).toEqual({ path, preloads: false, runnable: false });
      expect(
        html.match(new RegExp(`<script nonce="[^"]+" type="${parkedScriptType}">[;\\s]*import `, 'g')),
      ).toHaveLength(1);
      const { context, page } = await newPage(suite.browser, suite.stack.baseUrl);
      const watched = await watch(page);
      await page.goto(path);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      expect({ path, messages: watched.messages, removed: await watched.removedHeadings() }).toEqual({
        path,
        messages: [],
        removed: [],
      });
      await context.close();
    }
  });

  it('when the landing page is hydrated, then its buttons work and the demo call and transcript were not loaded up front', async () => {
    const { context, page } = await newPage(suite.browser, suite.stack.baseUrl);
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Schedule a Demo' }).click();
    await page.waitForFunction(() => {
      const top = document.getElementById('contact')!.getBoundingClientRect().top;
      return top >= 0 && top < 200;
    });
    await page.waitForLoadState('networkidle');
    expect(fetched.filter((p) => p.startsWith('/demo/'))).toEqual([]);
    await context.close();
  });

  it('when a signed-in owner opens the call log, then the first calls come with the page: no session, hotels or list request, no console error', async () => {
    const { context, page, watched, api } = await openSignedIn('/dashboard/call-logs');
    await page.getByRole('heading', { name: 'Call Logs' }).waitFor();
    await page.locator('main').getByRole('listitem').first().waitFor();
    await page.waitForLoadState('networkidle');
    // Only the live catch-up (?since=) after joining the hotel's room: the page came with the
    // session user, the hotels and the first calls, and asks for none of them again.
    const asked = (url: string) =>
      /\/call-logs(\?(?!since=)|$)/.test(url) ||
      /^\/api\/me\/hotels(\?|$)/.test(url) ||
      url.startsWith('/api/auth/session');
    expect(api.filter(asked)).toEqual([]);
    expect(watched.messages).toEqual([]);
    await context.close();
  });
});

describe('the insights page', () => {
  it('when a signed-in owner opens it, then the week’s figures, its revenue, the follow-ups and the front-desk hours come with the page: none of them is asked for', async () => {
    const { context, page, watched, api } = await openSignedIn('/dashboard/insights');
    await page.locator('[data-figure="Calls"] dd').first().waitFor();
    await page.getByRole('list', { name: 'Calls that need follow-up' }).waitFor();
    await page.getByRole('region', { name: 'Revenue from calls' }).waitFor();
    await page.waitForLoadState('networkidle');
    const asked = (url: string) =>
      /\/insights(\?|\/settings|\/revenue|$)/.test(url) ||
      url.includes('/follow-ups') ||
      /^\/api\/me\/hotels(\?|$)/.test(url) ||
      url.startsWith('/api/auth/session');
    expect(api.filter(asked)).toEqual([]);
    expect(watched.messages).toEqual([]);
    await context.close();
  });
});

describe('the signed-in call log drawn on the server', () => {
  const phoneAgent =
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
  // The server draws for the viewport the User-Agent suggests; a narrow desktop window is drawn
  // wide, hydrated wide, then folds its filters like any phone.
  const devices = [
    { name: 'a phone', viewport: { width: 412, height: 823 }, userAgent: phoneAgent, drawn: 'phone', shown: 'phone' },
    { name: 'a desktop', viewport: { width: 1280, height: 800 }, userAgent: undefined, drawn: 'wide', shown: 'wide' },
    {
      name: 'a narrow desktop window',
      viewport: { width: 412, height: 823 },
      userAgent: undefined,
      drawn: 'wide',
      shown: 'phone',
    },
  ];
  const filters = (page: Page, viewport: string) =>
    viewport === 'phone' ? page.getByRole('button', { name: 'Filter' }) : page.getByLabel('How it ended');
  for (const device of devices) {
    it(`when an owner opens the call log on ${device.name}, then its calls are in the HTML before any script runs, the app takes that markup over without drawing it again`, async () => {
      const context = await newVisitorContext(suite.browser, {
        baseURL: suite.stack.baseUrl,
        viewport: device.viewport,
        userAgent: device.userAgent,
        // The app's script is held back below: no service worker may hand it over from its cache.
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      await signInAs(page, 'owner');
      await page.waitForURL('**/dashboard/home');
      await page.goto('about:blank');
      const watched = await watch(page);
      // The app's entry waits until the server's markup has been looked at.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/entry\.client-[^/]*\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/dashboard/call-logs', { waitUntil: 'commit' });
      // The whole streamed page parsed (the held entry script runs only after): a row looked at
      // while its bytes are still arriving would read half drawn.
      await page.waitForFunction(() => document.readyState !== 'loading');
      // By its call id, not its role: on a phone an open call hides the list.
      const firstCall = page.locator('main [data-call-id]').first();
      await firstCall.waitFor();
      await expect(page.getByRole('heading', { name: 'Call Logs' }).isVisible()).resolves.toBe(true);
      // Drawn for a phone, the filters other than the search box are folded and not in the page at all.
      await expect(page.locator('input[type="search"]').count()).resolves.toBe(1);
      await expect(page.locator('input[type="date"]').count()).resolves.toBe(device.drawn === 'wide' ? 2 : 0);
      const serverText = await firstCall.textContent();
      await firstCall.evaluate((node) => {
        (window as unknown as { serverDrawn: Node }).serverDrawn = node;
      });
      release();
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      // The same element, not a copy: hydrated, not drawn again.
      await expect(
        firstCall.evaluate((node) => node === (window as unknown as { serverDrawn: Node }).serverDrawn),
      ).resolves.toBe(true);
      await expect(firstCall.textContent()).resolves.toBe(serverText);
      await filters(page, device.shown).waitFor();
      await expect(watched.removedHeadings()).resolves.toEqual([]);
      expect(watched.messages).toEqual([]);
      await context.close();
    });
  }

  it('when an owner taps a call or searches before the app has loaded, then the tap and the search still reach the page', async () => {
    // No service worker either: it would hand the held-back script over from its cache.
    const { context, page } = await newPage(suite.browser, suite.stack.baseUrl, { serviceWorkers: 'block' });
    await signInAs(page, 'owner');
    await page.waitForURL('**/dashboard/home');
    // No script arrives at all: what the visitor does is done by the HTML alone.
    await page.route(/\/assets\/entry\.client-[^/]*\.js$/, (route) => route.abort());
    await page.goto('/dashboard/call-logs', { waitUntil: 'commit' });
    const firstCall = page.locator('main [data-call-id]').first();
    const callId = await firstCall.getAttribute('data-call-id');
    await firstCall.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('id')).toBe(callId);
    await page.unroute(/\/assets\/entry\.client-[^/]*\.js$/);
    await page.getByRole('button', { name: 'Copy call ID' }).waitFor();

    await page.route(/\/assets\/entry\.client-[^/]*\.js$/, (route) => route.abort());
    await page.goto('/dashboard/call-logs', { waitUntil: 'commit' });
    // Enter submits the search form once the form has arrived whole (its button too): on a loaded
    // machine the press could otherwise come while the form's end is still streaming in.
    await page.waitForFunction(() => document.readyState !== 'loading');
    const search = page.getByRole('searchbox', { name: 'Search transcripts' });
    await search.fill('breakfast');
    await search.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('breakfast');
    await page.unroute(/\/assets\/entry\.client-[^/]*\.js$/);
    await expect(search.inputValue()).resolves.toBe('breakfast');
    await context.close();
  });
});
