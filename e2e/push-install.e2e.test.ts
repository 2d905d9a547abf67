import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page, type Worker } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, newPage, waitingForHydration } from './support/browser.ts';
import { createOwner, sendCall, signInWith, type TestOwner } from './support/owners.ts';
import { useStackAndBrowser } from './support/suite.ts';
import { startPushServiceDouble, type ReceivedPush } from '../test/support/doubles/push-service-double.ts';
import { eventually } from '../test/support/eventually.ts';
import { zoneWhereHourIs } from '../test/support/smtp-receiver.ts';
import { testConfig } from '../test/support/config.ts';

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

/**
 * The dashboard's service worker once it is active and controls the page. A reload after activation
 * is served through the worker; on a loaded machine Chromium may give up starting the worker for
 * that navigation and load the page from the network, uncontrolled, as a person's browser would on
 * a busy phone. Their next visit is controlled: so is the test's next reload, until a deadline.
 */
async function controlledDashboard(context: BrowserContext, page: Page): Promise<Worker> {
  // Registered by the dashboard after hydration; active once installed (its offline page cached).
  await page.waitForFunction(
    async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated',
    undefined,
    { timeout: 60_000 },
  );
  const deadline = Date.now() + 90_000;
  for (;;) {
    await page.reload();
    const controlled = await page
      .waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 10_000 })
      .then(
        () => true,
        () => false,
      );
    if (controlled) break;
    if (Date.now() > deadline)
      throw new Error('no reload of the dashboard was controlled by its service worker in 90 s');
  }
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
  return (
    context.serviceWorkers().find((worker) => worker.url().endsWith('/sw.js')) ?? context.waitForEvent('serviceworker')
  );
}

/** What the push service stand-in keeps on the page: the application server keys it was asked to subscribe with. */
interface PushStandIn {
  pushStandIn: { keys: string[] };
}

type Subscription = ReturnType<Awaited<ReturnType<typeof startPushServiceDouble>>['subscribe']>['subscription'];

/**
 * Chromium's `pushManager.subscribe` registers with Google's push service (FCM), which this machine
 * cannot reach (decision 097). Before any page script runs, `subscribe` and `getSubscription` are
 * replaced by a stand-in that answers with the push service double's subscription, as FCM would
 * answer with its own; everything around it (permission, the service worker's registration, the
 * app's POST, the push event, the notification) is Chromium's own.
 */
async function standInForPushService(page: Page, subscription: Subscription): Promise<void> {
  await page.addInitScript((given) => {
    const keys: string[] = [];
    let current: PushSubscription | null = null;
    (window as unknown as PushStandIn).pushStandIn = { keys };
    PushManager.prototype.getSubscription = () => Promise.resolve(current);
    PushManager.prototype.subscribe = (options?: PushSubscriptionOptionsInit) => {
      keys.push(String(options?.applicationServerKey));
      current = {
        endpoint: given.endpoint,
        expirationTime: null,
        toJSON: () => given,
        unsubscribe: () => Promise.resolve(true),
      } as unknown as PushSubscription;
      return Promise.resolve(current);
    };
  }, subscription);
}

/** Hands a push message to the dashboard's service worker through DevTools, as a push service's delivery would. */
async function deliverPush(page: Page, message: ReceivedPush['message']): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const dashboard = registrations.find((r) => r.scopeURL.endsWith('/dashboard/') && !r.isDeleted);
      if (dashboard) resolve(dashboard.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(page.url()).origin,
    registrationId: await registration,
    data: JSON.stringify(message),
  });
  await cdp.detach();
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
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
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
    expect(requested).not.toContain('/sw.js');
    expect(requested).toContain('/');
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

  it('when the owner turns notifications on, then the subscription reaches the api, a callback request is pushed to the device, and a click on the notification opens the call on its hotel; turned off for the hotel, it is owed nothing more', async () => {
    const owner = await createOwner(suite.stack, [{ name: 'Harbor View' }]);
    const hotel = owner.hotels[0]!;
    // Outside quiet hours on the hotel's clock, whatever the time of the run: the push goes at once.
    await suite.stack.pool.query('update public.hotels set timezone = $2 where hotel_id = $1', [
      hotel.id,
      zoneWhereHourIs(8, 20),
    ]);
    const { context, page } = await newPage(suite.browser, suite.stack.baseUrl, { width: 390, height: 844 });
    const { deviceId, subscription } = pushService.subscribe();
    await standInForPushService(page, subscription);
    await signInWith(page, owner);
    const worker = await controlledDashboard(context, page);
    await context.grantPermissions(['notifications'], { origin: suite.stack.baseUrl });

    // The account page's own path: permission, the dashboard's registration, subscribe with our key, POST.
    await page.goto('/dashboard/account');
    await page.getByRole('button', { name: 'Turn on notifications on this device' }).click();
    const devices = page.getByRole('list', { name: 'Devices with notifications' });
    await devices.getByText(/^Chrome/).waitFor();
    const publicKey = ((await (await page.request.get('/api/push/public-key')).json()) as { publicKey: string })
      .publicKey;
    expect(await page.evaluate(() => (window as unknown as PushStandIn).pushStandIn.keys)).toEqual([publicKey]);
    expect(await page.evaluate(() => Notification.permission)).toBe('granted');

    await page.getByRole('button', { name: 'Send a test notification' }).click();
    expect(await page.getByRole('status').filter({ hasText: 'Sent to' }).textContent()).toBe('Sent to 1 device.');
    expect(pushService.pushesTo(deviceId).map((push) => push.message.title)).toEqual(['HotelVoice: test notification']);

    // A guest asks for a callback: the real pipeline alerts, and the worker pushes through the double.
    const callId = `push-e2e-${randomUUID().slice(0, 8)}`;
    await sendCall(suite.stack, hotel.id, {
      callId,
      turns: [
        { role: 'assistant', text: 'Harbor View, Aria speaking. How can I help?' },
        { role: 'user', text: 'Could the manager call me back about my invoice, please?' },
        { role: 'assistant', text: 'Of course, I will pass that on.' },
      ],
    });
    const push = await eventually(
      async () => pushService.pushesTo(deviceId).find((received) => received.message.tag.endsWith(callId)),
      'the callback push',
    );
    expect(push.message).toEqual({
      title: 'Harbor View: a caller asked for a callback',
      body: 'Tap to open the call.',
      url: `/dashboard/call-logs?hotel=${hotel.id}&id=${callId}`,
      tag: `${hotel.id}/${callId}`,
    });

    // The decrypted message, handed to Chromium's service worker as its push service would hand it.
    await deliverPush(page, push.message);
    // Read from the page's side of the registration (the worker may have been started anew for the
    // push); a deadline that passes says which notifications were there instead.
    let seen: { title: string; body: string; tag: string }[] = [];
    await expect
      .poll(
        async () => {
          seen = await page.evaluate(async () =>
            ((await (await navigator.serviceWorker.getRegistration())?.getNotifications()) ?? []).map((n) => ({
              title: n.title,
              body: n.body,
              tag: n.tag,
            })),
          );
          return seen.find((n) => n.tag === push.message.tag) ?? { shownInstead: seen };
        },
        { timeout: 30_000, message: 'the notification shown (the poll logs the ones shown instead)' },
      )
      .toEqual({
        title: 'Harbor View: a caller asked for a callback',
        body: 'Tap to open the call.',
        tag: push.message.tag,
      });

    // A tap on it (the worker's notificationclick) opens the call in the dashboard's window.
    await page.goto('/dashboard/home');
    const runningWorker =
      context.serviceWorkers().findLast((candidate) => candidate.url().endsWith('/sw.js')) ?? worker;
    await runningWorker.evaluate(async (tag) => {
      const scope = self as unknown as WorkerScope;
      const [notification] = await scope.registration.getNotifications({ tag });
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: notification! }));
    }, push.message.tag);
    await page.waitForURL(
      (current) => current.pathname === '/dashboard/call-logs' && current.searchParams.get('id') === callId,
    );
    expect(new URL(page.url()).searchParams.get('hotel')).toBe(hotel.id);
    await page
      .getByRole('region', { name: 'Conversation details' })
      .getByText('Could the manager call me back about my invoice, please?')
      .waitFor();

    // Turned off for this hotel on its alerts page, the device is owed none of the hotel's pushes.
    await page.goto(`/dashboard/alerts?hotel=${hotel.id}`);
    const devicesForHotel = page.getByRole('group', { name: 'Push to these devices' });
    await devicesForHotel.getByRole('checkbox', { name: /^Chrome/, checked: true }).click();
    await devicesForHotel.getByRole('checkbox', { name: /^Chrome/, checked: false }).waitFor();
    const laterCallId = `push-e2e-${randomUUID().slice(0, 8)}`;
    await sendCall(suite.stack, hotel.id, {
      callId: laterCallId,
      turns: [{ role: 'user', text: 'Please call me back about the parking, thank you.' }],
    });
    // The alert is recorded (its bell entry) in the same step that would owe the device a push.
    await eventually(async () => {
      const { rows } = await suite.stack.pool.query('select 1 from public.notifications where subject_id = $1', [
        laterCallId,
      ]);
      return rows.length > 0 ? true : undefined;
    }, 'the later call’s alert');
    const owed = await suite.stack.pool.query('select 1 from public.push_deliveries where subject_id = $1', [
      laterCallId,
    ]);
    expect(owed.rows).toHaveLength(0);
    await context.close();
  });

  it('when Chromium checks the signed-in dashboard for installability, then it finds nothing missing', async () => {
    // Chromium never offers to install from an incognito profile, which a new context is: this
    // check runs in a profile on disk of its own, as a person's browser would.
    const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'hv-install-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: testConfig.chromiumPath,
      headless: true,
      args: chromiumArgs,
      baseURL: suite.stack.baseUrl,
      viewport: { width: 390, height: 844 },
    });
    try {
      const owner = await createOwner(suite.stack, [{ name: 'Harbor View' }]);
      const page = waitingForHydration(context.pages()[0] ?? (await context.newPage()));
      await signInWith(page, owner);
      // The dashboard registers its service worker after hydration; installable once it is active.
      await page.waitForFunction(
        async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated',
        undefined,
        { timeout: 60_000 },
      );
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      const { url, errors } = await cdp.send('Page.getAppManifest');
      expect({ url, errors }).toEqual({ url: `${suite.stack.baseUrl}/manifest.webmanifest`, errors: [] });
    } finally {
      await context.close();
      await fs.rm(profile, { recursive: true, force: true });
    }
  });
});
