import type { BrowserContext, Page, Worker } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage } from './support/browser.ts';
import { createOwner, signInWith, type TestOwner } from './support/owners.ts';
import { useStackAndBrowser } from './support/suite.ts';
import { startPushServiceDouble } from '../test/support/doubles/push-service-double.ts';

const suite = useStackAndBrowser();
let pushService: Awaited<ReturnType<typeof startPushServiceDouble>>;

beforeAll(async () => {
  pushService = await startPushServiceDouble();
});
afterAll(async () => {
  await pushService?.close();
});

/** What the test uses of a service worker's global scope (the e2e code is typed with the DOM's lib only). */
interface WorkerScope {
  registration: ServiceWorkerRegistration;
  NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
  dispatchEvent(event: Event): boolean;
}

/** The width and height a PNG says it has (its IHDR chunk). */
const pngSize = (bytes: Buffer) => `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;

/** The dashboard's service worker once it is active and controls the page (after one reload). */
async function controlledDashboard(context: BrowserContext, page: Page): Promise<Worker> {
  // Registered by the dashboard after hydration; active once installed (its offline page cached).
  await page.waitForFunction(
    async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated',
  );
  await page.reload();
  // The reloaded page is controlled (or claimed by the worker's activation, if that came later).
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
  return (
    context.serviceWorkers().find((worker) => worker.url().endsWith('/sw.js')) ?? context.waitForEvent('serviceworker')
  );
}

async function signedInOwner(): Promise<{ owner: TestOwner; context: BrowserContext; page: Page }> {
  const owner = await createOwner(suite.stack, [{ name: 'Harbor View' }]);
  const { context, page } = await newPage(suite.browser, suite.stack.baseUrl, { width: 390, height: 844 });
  await signInWith(page, owner);
  return { owner, context, page };
}

describe('the installable dashboard and its notifications in Chromium', () => {
  it('when the manifest is read, then it names the app, starts on the dashboard standalone, and its icons are the sizes it says', async () => {
    const { context, page } = await newPage(suite.browser, suite.stack.baseUrl);
    await page.goto('/');
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#0f766e');
    const res = await page.request.get('/manifest.webmanifest');
    expect(res.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await res.json()) as {
      name: string;
      start_url: string;
      display: string;
      id: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ name: 'HotelVoice', start_url: '/dashboard/home', display: 'standalone' });
    for (const icon of manifest.icons) {
      const png = await page.request.get(icon.src);
      expect(png.status(), icon.src).toBe(200);
      expect(pngSize(await png.body())).toBe(icon.sizes);
    }
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable' && icon.sizes === '512x512')).toBe(true);
    const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect(pngSize(await (await page.request.get(appleIcon!)).body())).toBe('180x180');
    // The public page registers no service worker: its first visit stays as fast as it was.
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(0);
    await context.close();
  });

  it('when a signed-in owner opens the dashboard, then the service worker controls it, and offline a page shows its offline page', async () => {
    const { context, page } = await signedInOwner();
    await controlledDashboard(context, page);
    await context.setOffline(true);
    await page.goto('/dashboard/call-logs', { waitUntil: 'commit' });
    await page.getByRole('heading', { name: 'You are offline' }).waitFor();
    await context.setOffline(false);
    await context.close();
  });

  it('when notifications are allowed and a device subscribed, then the account page lists it, a test push reaches the push service, and a click on a notification opens the call on its hotel', async () => {
    const { owner, context, page } = await signedInOwner();
    const hotel = owner.hotels[0]!;
    const worker = await controlledDashboard(context, page);
    await context.grantPermissions(['notifications'], { origin: suite.stack.baseUrl });
    expect(await page.evaluate(() => Notification.permission)).toBe('granted');

    // Chromium subscribes through Google's push service, out of reach here (decision 094): the
    // subscription the browser would send is the push service double's, posted by the page itself.
    const { deviceId, subscription } = pushService.subscribe();
    const status = await page.evaluate(async (body) => {
      const token = decodeURIComponent(/(?:^|;\s*)hv_csrf=([^;]+)/.exec(document.cookie)?.[1] ?? '');
      const res = await fetch('/api/me/push-subscriptions', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': token },
        body: JSON.stringify(body),
      });
      return res.status;
    }, subscription);
    expect(status).toBe(201);

    await page.goto('/dashboard/account');
    const devices = page.getByRole('list', { name: 'Devices with notifications' });
    await devices.getByText(/^Chrome/).waitFor();
    await page.getByRole('button', { name: 'Send a test notification' }).click();
    expect(await page.getByRole('status').filter({ hasText: 'Sent to' }).textContent()).toBe('Sent to 1 device.');
    expect(pushService.pushesTo(deviceId).map((push) => push.message.title)).toEqual(['HotelVoice: test notification']);

    // What the worker does with a push: a notification; a click on it opens the call in this window.
    const url = `/dashboard/call-logs?hotel=${hotel.id}&id=click-call-1`;
    await worker.evaluate(
      (target) =>
        (self as unknown as WorkerScope).registration.showNotification('Harbor View: a caller complained', {
          tag: 'click-test',
          data: { url: target },
        }),
      url,
    );
    await worker.evaluate(async () => {
      const scope = self as unknown as WorkerScope;
      const [notification] = await scope.registration.getNotifications({ tag: 'click-test' });
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: notification! }));
    });
    await page.waitForURL(
      (current) => current.pathname === '/dashboard/call-logs' && current.searchParams.get('id') === 'click-call-1',
    );
    expect(new URL(page.url()).searchParams.get('hotel')).toBe(hotel.id);
    await context.close();
  });
});
