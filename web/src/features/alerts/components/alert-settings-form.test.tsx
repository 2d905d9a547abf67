import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { alertReasons, defaultAlertDelivery, defaultAlertPush } from '@hotelvoice/api/contracts/alert-vocabulary';
import { alertSettingsApi } from '../../../testing/push-handlers.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { seeblick } from '../../../testing/fixtures.ts';
import { AlertSettingsForm } from './alert-settings-form.tsx';

const defaults = alertReasons.map((reason) => ({
  reason,
  delivery: defaultAlertDelivery[reason],
  push: defaultAlertPush[reason],
}));

describe('push beside each alert reason', () => {
  it('when push is turned on for a reason, then that one setting is saved with its delivery kept', async () => {
    const api = alertSettingsApi(seeblick.id, defaults);
    server.use(...api.handlers);
    const { user } = renderWithApp(<AlertSettingsForm hotelId={seeblick.id} />);
    const missed = await screen.findByRole('checkbox', { name: 'Push: Missed or failed call' });
    expect((missed as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('checkbox', { name: 'Push: Complaint' }) as HTMLInputElement).checked).toBe(true);

    await user.click(missed);

    const puts = api.requests.to('PUT', `/api/hotels/${seeblick.id}/alert-settings`);
    expect(puts.map((put) => put.body)).toEqual([
      { settings: [{ reason: 'missed_or_failed', delivery: 'daily', push: true }] },
    ]);
    expect(
      (
        (await screen.findByRole('checkbox', {
          name: 'Push: Missed or failed call',
          checked: true,
        })) as HTMLInputElement
      ).checked,
    ).toBe(true);
  });

  it('when the delivery of a reason changes, then its push choice is sent unchanged', async () => {
    const api = alertSettingsApi(seeblick.id, defaults);
    server.use(...api.handlers);
    const { user } = renderWithApp(<AlertSettingsForm hotelId={seeblick.id} />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Complaint' }), 'Daily summary');
    expect(api.requests.to('PUT', `/api/hotels/${seeblick.id}/alert-settings`).map((put) => put.body)).toEqual([
      { settings: [{ reason: 'complaint', delivery: 'daily', push: true }] },
    ]);
  });
});

describe('which devices get this hotel’s pushes', () => {
  const phone = {
    pushSubscriptionId: '6f1c7a52-0000-4000-8000-000000000001',
    deviceName: 'Safari on iOS',
    createdAt: '2026-11-20T09:30:00.000Z',
    lastUsedAt: null,
    getsPushes: true,
  };
  const laptop = {
    ...phone,
    pushSubscriptionId: '6f1c7a52-0000-4000-8000-000000000002',
    deviceName: 'Chrome on Linux',
  };

  it('when a device is unticked, then only that device is turned off for this hotel and stays unticked', async () => {
    const api = alertSettingsApi(seeblick.id, defaults, [phone, laptop]);
    server.use(...api.handlers);
    const { user } = renderWithApp(<AlertSettingsForm hotelId={seeblick.id} />);
    const devices = await screen.findByRole('group', { name: 'Push to these devices' });
    const laptopBox = within(devices).getByRole('checkbox', { name: /^Chrome on Linux, added / });
    expect((within(devices).getByRole('checkbox', { name: /^Safari on iOS/ }) as HTMLInputElement).checked).toBe(true);

    await user.click(laptopBox);

    expect(
      api.requests
        .to('PUT', `/api/hotels/${seeblick.id}/alert-settings/devices/${laptop.pushSubscriptionId}`)
        .map((put) => put.body),
    ).toEqual([{ getsPushes: false }]);
    await within(devices).findByRole('checkbox', { name: /^Chrome on Linux/, checked: false });
    expect((within(devices).getByRole('checkbox', { name: /^Safari on iOS/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('when no device has notifications on, then the form says where to turn them on', async () => {
    server.use(...alertSettingsApi(seeblick.id, defaults).handlers);
    renderWithApp(<AlertSettingsForm hotelId={seeblick.id} />);
    const devices = await screen.findByRole('group', { name: 'Push to these devices' });
    expect(devices.textContent).toContain('No device has notifications on yet.');
    expect(within(devices).getByRole('link', { name: 'Account page' }).getAttribute('href')).toBe('/dashboard/account');
  });
});
