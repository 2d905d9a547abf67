import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { twoStepApi, wrongCodeMessage } from '../../../testing/handlers.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { TwoStepCard } from './two-step-card.tsx';

const recoveryCodes = Array.from({ length: 10 }, (_, i) => `rc-${String(i).padStart(2, '0')}-7k2m`);

function openCard() {
  const api = twoStepApi({
    password: 'Seeblick-2026!',
    code: '492817',
    setup: {
      secret: 'JBSWY3DPEHPK3PXP',
      otpauthUrl: 'otpauth://totp/HotelVoice:maria.keller%40seeblick-hotel.example?secret=JBSWY3DPEHPK3PXP',
      qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h7v7H0z"/></svg>',
    },
    recoveryCodes,
  });
  server.use(...api.handlers);
  return { ...renderWithApp(<TwoStepCard />), api };
}

const posts = (api: ReturnType<typeof openCard>['api'], path: string) =>
  api.requests.filter((r) => r.method === 'POST' && r.url.pathname === path);

async function startSetUp(user: ReturnType<typeof openCard>['user'], password: string) {
  const form = await screen.findByRole('form', { name: 'Set up two-step sign-in' });
  await user.type(within(form).getByLabelText('Current password'), password);
  await user.click(within(form).getByRole('button', { name: 'Set up two-step sign-in' }));
}

describe('two-step sign-in set-up', () => {
  it('will not start without the current password', async () => {
    const { user, api } = openCard();
    const form = await screen.findByRole('form', { name: 'Set up two-step sign-in' });
    expect(within(form).getByText(/^Off\./)).toBeTruthy();

    await user.click(within(form).getByRole('button', { name: 'Set up two-step sign-in' }));

    expect(within(form).getByLabelText('Current password')).toHaveProperty('validity.valueMissing', true);
    expect(posts(api, '/api/account/two-step/setup')).toHaveLength(0);
  });

  it('says so when the password is wrong, and shows no secret', async () => {
    const { user } = openCard();
    await startSetUp(user, 'wrong-password');

    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Your current password is not right.');
    expect(screen.queryByTestId('two-step-secret')).toBeNull();
  });

  it('shows the secret and its QR code once the password is right', async () => {
    const { user, api } = openCard();
    await startSetUp(user, 'Seeblick-2026!');

    const form = await screen.findByRole('form', { name: 'Confirm two-step sign-in' });
    expect(posts(api, '/api/account/two-step/setup')[0]!.body).toEqual({ password: 'Seeblick-2026!' });
    expect(within(form).getByTestId('two-step-secret').textContent).toBe('JBSWY3DPEHPK3PXP');
    const qr = within(form).getByRole('img', { name: 'QR code for your authenticator app' });
    expect(decodeURIComponent(qr.getAttribute('src')!)).toBe(
      'data:image/svg+xml;charset=utf-8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h7v7H0z"/></svg>',
    );
  });

  it('shows the api’s message for a wrong code, and lets the person try again', async () => {
    const { user, api } = openCard();
    await startSetUp(user, 'Seeblick-2026!');
    const form = await screen.findByRole('form', { name: 'Confirm two-step sign-in' });

    await user.type(within(form).getByLabelText('Code from the app'), '111111');
    await user.click(within(form).getByRole('button', { name: 'Turn on' }));

    expect(await within(form).findByRole('alert')).toHaveProperty('textContent', wrongCodeMessage);
    expect(posts(api, '/api/account/two-step/confirm')[0]!.body).toEqual({ code: '111111' });
    expect(within(form).getByTestId('two-step-secret').textContent).toBe('JBSWY3DPEHPK3PXP');
  });

  it('turns on with the right code and shows the recovery codes once', async () => {
    const { user, api } = openCard();
    await startSetUp(user, 'Seeblick-2026!');
    const form = await screen.findByRole('form', { name: 'Confirm two-step sign-in' });

    await user.type(within(form).getByLabelText('Code from the app'), '492817');
    await user.click(within(form).getByRole('button', { name: 'Turn on' }));

    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Two-step sign-in is on.');
    expect(posts(api, '/api/account/two-step/confirm').map((r) => r.body)).toEqual([{ code: '492817' }]);
    const codes = within(screen.getByRole('list', { name: 'Recovery codes' })).getAllByRole('listitem');
    expect(codes.map((c) => c.textContent)).toEqual(recoveryCodes);

    await user.click(screen.getByRole('button', { name: 'I saved my recovery codes' }));
    expect(
      await screen.findByText(
        'On. 10 of 10 recovery codes left. To turn it off, enter your password and a current code.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
  });
});
