import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeTeam, seeblick } from '../../../testing/fixtures.ts';
import { teamApi } from '../../../testing/handlers.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { TeamPanel } from './team-panel.tsx';

function openTeam() {
  const api = teamApi(seeblick, makeTeam());
  server.use(...api.handlers);
  return { ...renderWithApp(<TeamPanel hotelId={seeblick.id} viewerRole="owner" />), api };
}

const section = (name: string) => screen.getByRole('heading', { name }).closest('section')!;
const invites = (api: ReturnType<typeof openTeam>['api']) => api.requests.filter((r) => r.method === 'POST');

describe('the team page', () => {
  it('lists the members with their roles, and the invitations waiting', async () => {
    openTeam();
    await screen.findByText('Maria Keller');

    const members = section('Members');
    expect(within(members).getByText('Owner')).toBeTruthy();
    expect(within(members).getByText('jonas.brandt@seeblick-hotel.example')).toBeTruthy();
    const role = within(members).getByRole('combobox', { name: 'Role of Jonas Brandt' }) as HTMLSelectElement;
    expect(role.value).toBe('front_desk');
    expect(within(members).getByRole('button', { name: 'Remove Jonas Brandt' })).toBeTruthy();
    expect(within(section('Pending invitations')).getByText('sara.huber@seeblick-hotel.example')).toBeTruthy();
  });

  it('invites someone: the address and role are sent, and the invitation is listed', async () => {
    const { user, api } = openTeam();
    await screen.findByText('Maria Keller');
    const form = screen.getByRole('form', { name: 'Invite a team member' });

    await user.type(within(form).getByLabelText('E-mail address'), 'Tom.Berger@Seeblick-Hotel.example');
    await user.selectOptions(within(form).getByLabelText('Role'), 'Manager');
    expect(
      within(form).getByText('Everything the owner has, except deleting the hotel or changing owners.'),
    ).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));

    expect(await within(form).findByRole('status')).toHaveProperty(
      'textContent',
      'Invitation sent. The link is valid for 7 days.',
    );
    expect(invites(api)).toHaveLength(1);
    expect(invites(api)[0]!.url.pathname).toBe(`/api/hotels/${seeblick.id}/team/invitations`);
    expect(invites(api)[0]!.body).toEqual({ email: 'Tom.Berger@Seeblick-Hotel.example', role: 'manager' });
    expect((within(form).getByLabelText('E-mail address') as HTMLInputElement).value).toBe('');
    // The list is read again: the api stored the address as it does, in lower case.
    expect(await within(section('Pending invitations')).findByText('tom.berger@seeblick-hotel.example')).toBeTruthy();
  });

  it('shows the api’s refusal: inviting someone already on the team', async () => {
    const { user, api } = openTeam();
    await screen.findByText('Maria Keller');
    const form = screen.getByRole('form', { name: 'Invite a team member' });

    await user.type(within(form).getByLabelText('E-mail address'), 'jonas.brandt@seeblick-hotel.example');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));

    expect(await within(form).findByRole('alert')).toHaveProperty('textContent', 'This person is already on the team.');
    expect(within(form).queryByRole('status')).toBeNull();
    expect(invites(api)).toHaveLength(1);
    // What was typed stays, to correct it.
    expect((within(form).getByLabelText('E-mail address') as HTMLInputElement).value).toBe(
      'jonas.brandt@seeblick-hotel.example',
    );
  });

  it('sends nothing without an address', async () => {
    const { user, api } = openTeam();
    await screen.findByText('Maria Keller');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(screen.getByLabelText('E-mail address')).toHaveProperty('validity.valueMissing', true));
    expect(invites(api)).toHaveLength(0);
  });
});
