import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PushDevice } from '@hotelvoice/api/contracts';
import { pushDevicesApi, testVapidKey } from '../../../testing/push-handlers.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { PushDevicesCard } from './push-devices-card.tsx';

const phone: PushDevice = {
  pushSubscriptionId: '0b8e6a8e-5d0c-4b7e-9c1a-2f6f0c1e7a11',
  deviceName: 'Chrome on Android',
  createdAt: '2026-11-20T08:15:00.000Z',
  lastUsedAt: '2026-11-28T06:40:00.000Z',
};
const laptop: PushDevice = {
  pushSubscriptionId: '6c1f2a0e-8b4d-4f0a-a7d2-3e9b5c7d1f22',
  deviceName: 'Firefox on Windows',
  createdAt: '2026-11-25T17:00:00.000Z',
  lastUsedAt: null,
};

function openCard(devices: PushDevice[], testResult = { sent: 2, removed: 0, failed: 0 }) {
  const api = pushDevicesApi(devices, testResult);
  server.use(...api.handlers);
  return { ...renderWithApp(<PushDevicesCard />), api };
}

describe('the devices that get push notifications', () => {
  it('when the person has devices, then each shows its browser, when it was added and last used', async () => {
    openCard([phone, laptop]);
    const list = await screen.findByRole('list', { name: 'Devices with notifications' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Chrome on Android',
      'Firefox on Windows',
    ]);
    expect(within(items[0]!).getByText(/^Added .* · last used /)).toBeTruthy();
    expect(within(items[1]!).getByText(/not used yet$/)).toBeTruthy();
  });

  it('when "Remove" is pressed, then that device is deleted on the api and leaves the list', async () => {
    const { user, api } = openCard([phone, laptop]);
    await user.click(await screen.findByRole('button', { name: /^Remove Chrome on Android/ }));
    expect(await screen.findByText('Firefox on Windows')).toBeTruthy();
    await screen.findByRole('button', { name: /^Remove Firefox on Windows/ });
    expect(screen.queryByText('Chrome on Android')).toBeNull();
    expect(api.requests.to('DELETE', `/api/me/push-subscriptions/${phone.pushSubscriptionId}`)).toHaveLength(1);
  });

  it('when a test notification is sent, then the person reads where it went and which device was removed', async () => {
    const { user, api } = openCard([phone, laptop], { sent: 1, removed: 1, failed: 0 });
    await user.click(await screen.findByRole('button', { name: 'Send a test notification' }));
    expect((await screen.findByRole('status')).textContent).toBe('Sent to 1 device. 1 no longer reachable, removed.');
    expect(api.requests.to('POST', '/api/me/push-subscriptions/test')).toHaveLength(1);
  });

  it('when there is no device yet, then no test button shows, and the install hint says how per platform', async () => {
    openCard([]);
    expect(await screen.findByText('No device gets push notifications yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send a test notification' })).toBeNull();
    expect(screen.getByText(/Tap Share, then Add to Home Screen/)).toBeTruthy();
    expect(screen.getByText(/choose Install app/)).toBeTruthy();
  });
});

/** The browser's push parts (happy-dom has none): a permission answer and a push manager that subscribes. */
function browserWithPush(permission: NotificationPermission) {
  const subscribed: { applicationServerKey: unknown }[] = [];
  const subscription = {
    endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
    expirationTime: null,
    keys: { p256dh: `B${'q'.repeat(86)}`, auth: 'k'.repeat(22) },
  };
  const registration = {
    pushManager: {
      getSubscription: () => Promise.resolve(null),
      subscribe: (options: { applicationServerKey: unknown }) => {
        subscribed.push(options);
        return Promise.resolve({ toJSON: () => subscription });
      },
    },
  };
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { requestPermission: () => Promise.resolve(permission) });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: () => Promise.resolve(registration), register: () => Promise.resolve(registration) },
  });
  return { subscribed, subscription };
}

describe('turning notifications on in this browser', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('when the person allows notifications, then this browser subscribes with the api’s key and the subscription reaches the api', async () => {
    const browser = browserWithPush('granted');
    const { user, api } = openCard([]);
    await user.click(await screen.findByRole('button', { name: 'Turn on notifications on this device' }));
    await screen.findByRole('list', { name: 'Devices with notifications' });
    expect(browser.subscribed).toEqual([{ userVisibleOnly: true, applicationServerKey: testVapidKey }]);
    expect(api.requests.to('POST', '/api/me/push-subscriptions').map((r) => r.body)).toEqual([browser.subscription]);
  });

  it('when the person blocks notifications, then nothing is subscribed and the page says how to allow them', async () => {
    const browser = browserWithPush('denied');
    const { user, api } = openCard([]);
    await user.click(await screen.findByRole('button', { name: 'Turn on notifications on this device' }));
    expect(await screen.findByText(/Notifications are blocked for this site/)).toBeTruthy();
    expect(browser.subscribed).toEqual([]);
    expect(api.requests.to('POST', '/api/me/push-subscriptions')).toEqual([]);
  });
});
