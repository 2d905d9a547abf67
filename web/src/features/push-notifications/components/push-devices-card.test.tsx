import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PushDevice } from '@hotelvoice/api/contracts';
import { pushDevicesApi } from '../../../testing/push-handlers.ts';
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
