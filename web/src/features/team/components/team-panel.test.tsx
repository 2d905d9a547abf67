import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeTeam, seeblick } from '../../../testing/fixtures.ts';
import { teamApi } from '../../../testing/handlers.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { TeamPanel } from './team-panel.tsx';

function openTeam(team = makeTeam()) {
  const api = teamApi(seeblick, team);
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

  it('asks before changing a role, says "Saved" by the row, and keeps every row where it was', async () => {
    const team = makeTeam();
    team.members.push({
      userId: '3c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e03',
      firstName: 'Anna',
      lastName: 'Zeller',
      email: 'anna.zeller@seeblick-hotel.example',
      role: 'manager',
      joinedAt: '2026-02-01T09:00:00.000Z',
    });
    const { user, api } = openTeam(team);
    await screen.findByText('Jonas Brandt');
    const rows = () =>
      within(section('Members'))
        .getAllByRole('listitem')
        .map((row) => within(row).getAllByText(/^(Maria Keller|Anna Zeller|Jonas Brandt)$/)[0]!.textContent);
    const before = rows();
    const role = () => screen.getByRole('combobox', { name: 'Role of Jonas Brandt' }) as HTMLSelectElement;

    // Declined: nothing is sent, the role stays.
    // happy-dom draws no dialogs: the person's answer is stood in for.
    const confirm = vi.fn<(message: string) => boolean>().mockReturnValue(false);
    vi.stubGlobal('confirm', confirm);
    await user.selectOptions(role(), 'manager');
    expect(confirm).toHaveBeenCalledWith(
      "Change Jonas Brandt's role to Manager? They can do everything but delete the hotel or change owners.",
    );
    expect(role().value).toBe('front_desk');
    expect(api.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);

    confirm.mockReturnValue(true);
    await user.selectOptions(role(), 'manager');
    const saved = await within(section('Members')).findByRole('status');
    expect(saved.textContent).toBe('Saved');
    await waitFor(() => expect(role().value).toBe('manager'));
    expect(api.requests.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([{ role: 'manager' }]);
    // The api lists managers before the front desk; the page keeps its order.
    expect(rows()).toEqual(before);
  });
});
