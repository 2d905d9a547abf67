import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PmsKeyStatus } from '@hotelvoice/api/contracts';
import { makePmsStatus, owner, seeblick } from '../../../testing/fixtures.ts';
import { pmsApi } from '../../../testing/handlers.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { PmsIntegration } from './pms-integration.tsx';

function openIntegration(options: Parameters<typeof pmsApi>[1] = {}) {
  const api = pmsApi(seeblick, options);
  server.use(...api.handlers);
  return { ...renderWithApp(<PmsIntegration userId={owner.id} hotelId={seeblick.id} />), api };
}

const statusCard = () => screen.getByRole('heading', { name: 'Integration Status' }).closest('section')!;
const keyField = () => screen.getByLabelText('PMS API Key') as HTMLInputElement;

describe('the PMS key form', () => {
  it('shows the status the api answers: no key yet', async () => {
    openIntegration();
    expect(await within(statusCard()).findByText('Pending')).toBeTruthy();
    expect(within(statusCard()).getByText('Waiting for API key configuration')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'API Key Configuration' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save API Key' })).toHaveProperty('disabled', true);
  });

  it('asks for what the chosen PMS needs: Cloudbeds a property ID, Mews only its token', async () => {
    const { user } = openIntegration();
    await within(statusCard()).findByText('Pending');
    expect(screen.getByRole('combobox', { name: 'Property management system' })).toHaveProperty('value', 'cloudbeds');
    expect(screen.getByLabelText('Property ID')).toBeTruthy();
    expect(keyField().placeholder).toBe('Enter your Cloudbeds API key');

    // A key alone is not enough for Cloudbeds.
    await user.type(keyField(), 'cb_live_5f2a9c');
    expect(screen.getByRole('button', { name: 'Save API Key' })).toHaveProperty('disabled', true);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Property management system' }), 'Mews');
    expect(screen.queryByLabelText('Property ID')).toBeNull();
    expect(keyField().placeholder).toBe('Enter your Mews access token');
    expect(screen.getByRole('button', { name: 'Save API Key' })).toHaveProperty('disabled', false);
  });

  it('saves: sends the PMS, property and key, then shows the status read again', async () => {
    const { user, api } = openIntegration();
    await within(statusCard()).findByText('Pending');

    await user.type(screen.getByLabelText('Property ID'), ' seeblick-42 ');
    await user.type(keyField(), 'cb_live_5f2a9c');
    await user.click(screen.getByRole('button', { name: 'Save API Key' }));

    expect(await screen.findByText('API key saved successfully!')).toBeTruthy();
    expect(api.saves().map((r) => r.body)).toEqual([
      {
        uid: owner.id,
        hotel_id: seeblick.id,
        provider: 'cloudbeds',
        property_id: 'seeblick-42',
        pms_key: 'cb_live_5f2a9c',
      },
    ]);
    expect(within(statusCard()).getByText('Connected')).toBeTruthy();
    expect(within(statusCard()).getByText('Your voice agent can reach Cloudbeds.')).toBeTruthy();
    expect(screen.getByText('Your PMS integration is active.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Update API Key' })).toBeTruthy();
    expect(keyField().value).toBe('');
  });

  it('sends no property ID for Mews', async () => {
    const { user, api } = openIntegration();
    await within(statusCard()).findByText('Pending');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Property management system' }), 'Mews');
    await user.type(keyField(), 'mews-token-77');
    await user.click(screen.getByRole('button', { name: 'Save API Key' }));

    await within(statusCard()).findByText('Connected');
    expect(api.saves()[0]!.body).toEqual({
      uid: owner.id,
      hotel_id: seeblick.id,
      provider: 'mews',
      pms_key: 'mews-token-77',
    });
  });

  it('shows the api’s validation message by the form, and keeps what was typed', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = openIntegration();
    await within(statusCard()).findByText('Pending');

    await user.type(screen.getByLabelText('Property ID'), 'seeblick 42!');
    await user.type(keyField(), 'cb_live_5f2a9c');
    await user.click(screen.getByRole('button', { name: 'Save API Key' }));

    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'The property id may hold only letters, digits, _ and -.',
    );
    expect(keyField().value).toBe('cb_live_5f2a9c');
    expect(within(statusCard()).getByText('Pending')).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('Saving the PMS key failed', expect.any(Error));
  });

  it('shows the PMS’s refusal of a key in the api’s words', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = openIntegration({ refusedKeys: { cb_revoked: 'the key was revoked.' } });
    await within(statusCard()).findByText('Pending');

    await user.type(screen.getByLabelText('Property ID'), 'seeblick-42');
    await user.type(keyField(), 'cb_revoked');
    await user.click(screen.getByRole('button', { name: 'Save API Key' }));

    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Cloudbeds refused this key: the key was revoked. The key was not saved.',
    );
    expect(screen.queryByText('API key saved successfully!')).toBeNull();
    expect(logged).toHaveBeenCalledWith('Saving the PMS key failed', expect.any(Error));
  });

  it('shows a stored key that stopped working as not connected, with the reason', async () => {
    const failing: PmsKeyStatus = makePmsStatus({
      has_key: true,
      provider: 'mews',
      key_hash: 'sha256:…9f2c',
      connection: 'failing',
      last_error: 'Mews answered 401 Unauthorized.',
      checked_at: '2026-03-02T06:00:00.000Z',
    });
    openIntegration({ status: failing });

    expect(await within(statusCard()).findByText('Not connected')).toBeTruthy();
    expect(
      within(statusCard()).getByText('Mews did not answer the last check: Mews answered 401 Unauthorized.'),
    ).toBeTruthy();
    expect(within(statusCard()).getByText('Key: sha256:…9f2c')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Update API Key' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Property management system' })).toHaveProperty('value', 'mews'),
    );
  });
});
