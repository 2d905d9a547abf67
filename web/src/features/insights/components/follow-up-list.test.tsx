import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { frontDeskMember, makeFollowUp, owner, seeblick } from '../../../testing/fixtures.ts';
import { csrfToken, insightsApi } from '../../../testing/handlers.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { followUpPageSize } from '@hotelvoice/api/contracts/insights-period';
import { FollowUpList } from './follow-up-list.tsx';

const week = { from: '2026-03-01', to: '2026-03-07' };

function openFollowUps(items: ReturnType<typeof makeFollowUp>[], period = week, route = '/') {
  const api = insightsApi(seeblick, { followUps: items });
  server.use(...api.handlers);
  return {
    ...renderWithApp(<FollowUpList hotelId={seeblick.id} timeZone={seeblick.timeZone} period={period} />, {
      route,
    }),
    api,
  };
}

/** `count` complaint follow-ups of 2 March, newest first, an hour apart. */
const manyFollowUps = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    makeFollowUp({
      callId: `call-${String(100 + i)}`,
      preview: `Complaint number ${i + 1}`,
      startedAt: new Date(Date.parse('2026-03-02T23:00:00.000Z') - i * 1800_000).toISOString(),
    }),
  );

describe('the follow-ups', () => {
  const heating = makeFollowUp();
  const callback = makeFollowUp({
    callId: 'call-0043',
    preview: 'Please call me back about the invoice',
    reasons: ['callback_requested'],
  });

  it('lists the calls that need a person, with why', async () => {
    openFollowUps([heating, callback]);

    const item = (await screen.findByRole('link', { name: 'The heating in room 12 does not work' })).closest('li')!;
    expect(within(item).getByText('Complaint')).toBeTruthy();
    expect(within(item).getByText('Asked for a call back or a person')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'The heating in room 12 does not work' }).getAttribute('href')).toBe(
      `/dashboard/call-logs?hotel=${seeblick.id}&id=call-0042`,
    );
  });

  it('when one is marked done, then the request is sent and it leaves the list', async () => {
    const { user, api } = openFollowUps([heating, callback]);
    const item = (await screen.findByRole('link', { name: 'The heating in room 12 does not work' })).closest('li')!;

    await user.click(within(item).getByRole('button', { name: 'Mark done' }));

    await waitFor(() => expect(screen.queryByText('The heating in room 12 does not work')).toBeNull());
    const sent = api.requests.filter((r) => r.method === 'POST');
    expect(sent.map((r) => r.url.pathname)).toEqual([`/api/hotels/${seeblick.id}/follow-ups/call-0042/handled`]);
    expect(screen.getByText('Please call me back about the invoice')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Mark done' }));
    expect(await screen.findByText('Nobody in this period is waiting for a call back.')).toBeTruthy();
  });

  it('asks for the period shown, says how many are open in it, and loads more a page at a time', async () => {
    const { user, api } = openFollowUps(manyFollowUps(followUpPageSize + 5));

    await screen.findByText('Complaint number 1');
    expect(
      screen.getByText(`${followUpPageSize + 5} open follow-ups in this period, newest ${followUpPageSize} shown.`),
    ).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Mark done' })).toHaveLength(followUpPageSize);
    expect(api.followUpQueries()).toEqual([{ ...week, limit: String(followUpPageSize) }]);

    await user.click(screen.getByRole('button', { name: 'Show more' }));

    await screen.findByText(`Complaint number ${followUpPageSize + 5}`);
    expect(screen.getAllByRole('button', { name: 'Mark done' })).toHaveLength(followUpPageSize + 5);
    expect(screen.getByText(`${followUpPageSize + 5} open follow-ups in this period.`)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(api.followUpQueries()[1]).toMatchObject({ ...week, cursor: String(followUpPageSize) });
  });

  it('lists only the follow-ups of its period', async () => {
    const older = makeFollowUp({
      callId: 'call-0001',
      preview: 'Last month the shower was cold',
      startedAt: '2026-02-10T09:00:00.000Z',
    });
    openFollowUps([heating, older], { from: '2026-02-01', to: '2026-02-28' });

    await screen.findByText('Last month the shower was cold');
    expect(screen.getByText('1 open follow-up in this period.')).toBeTruthy();
    expect(screen.queryByText('The heating in room 12 does not work')).toBeNull();
  });

  it('shows the api’s refusal when marking fails, and keeps the call listed', async () => {
    const { user } = openFollowUps([heating]);
    await screen.findByText('The heating in room 12 does not work');
    // The session's CSRF token changed in another tab: the api refuses twice (the retry too).
    document.cookie = `hv_csrf=stale-${csrfToken}; path=/`;

    await user.click(screen.getByRole('button', { name: 'Mark done' }));

    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'The CSRF token is missing or wrong.');
    expect(screen.getByText('The heating in room 12 does not work')).toBeTruthy();
  });

  const me = { userId: owner.id, name: 'Maria Keller' };

  it('when "Mine" and then "Unassigned" are picked, then the api is asked for that view and the count says whose', async () => {
    const { user, api } = openFollowUps([makeFollowUp({ ...heating, assignee: me }), callback]);
    await screen.findByText('2 open follow-ups in this period.');

    await user.click(screen.getByRole('button', { name: 'Mine', pressed: false }));
    await screen.findByText('1 open follow-up assigned to you in this period.');
    expect(screen.getByText('The heating in room 12 does not work')).toBeTruthy();
    expect(screen.queryByText('Please call me back about the invoice')).toBeNull();
    expect(api.followUpQueries().at(-1)).toMatchObject({ ...week, view: 'mine' });

    await user.click(screen.getByRole('button', { name: 'Unassigned' }));
    await screen.findByText('1 open follow-up nobody has in this period.');
    expect(screen.getByText('Please call me back about the invoice')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unassigned' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('when the address says follow-ups=mine (an assignment alert), then the list opens on Mine', async () => {
    const { api } = openFollowUps([callback], week, '/?follow-ups=mine');
    expect(await screen.findByText('No open follow-ups are assigned to you in this period.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mine' }).getAttribute('aria-pressed')).toBe('true');
    expect(api.followUpQueries()).toEqual([{ ...week, limit: String(followUpPageSize), view: 'mine' }]);
  });

  it('when a follow-up is given to a team member and commented on, then both are sent and shown, the comment as plain text', async () => {
    const { user, api } = openFollowUps([heating]);
    const item = (await screen.findByRole('link', { name: 'The heating in room 12 does not work' })).closest('li')!;
    expect(within(item).getByText('Unassigned')).toBeTruthy();

    await user.click(within(item).getByRole('button', { name: 'Details' }));
    const picker = await within(item).findByRole('combobox', { name: 'Assigned to' });
    await waitFor(() => expect((picker as HTMLSelectElement).disabled).toBe(false));
    await user.selectOptions(picker, `${frontDeskMember.name} (Front desk)`);
    await within(item).findByText(`Assigned to ${frontDeskMember.name}`);

    await user.type(within(item).getByRole('textbox', { name: 'Comment' }), 'Moved to <b>310</b>');
    await user.click(within(item).getByRole('button', { name: 'Add comment' }));
    const history = await within(item).findByRole('list', { name: /History of/ });
    await within(history).findByText('Moved to <b>310</b>');
    expect(history.querySelector('b')).toBeNull();
    expect(within(history).getByText(`Maria Keller assigned it to ${frontDeskMember.name}`)).toBeTruthy();
    expect((within(item).getByRole('textbox', { name: 'Comment' }) as HTMLTextAreaElement).value).toBe('');
    expect(api.requests.filter((r) => r.method !== 'GET').map((r) => [r.method, r.body])).toEqual([
      ['PUT', { assigneeId: frontDeskMember.userId }],
      ['POST', { text: 'Moved to <b>310</b>' }],
    ]);
  });

  it('when "Done" is picked, then done follow-ups show who and when, and "Reopen" sends it back to the open list', async () => {
    const { user, api } = openFollowUps([
      makeFollowUp({ ...heating, done: { by: me, at: '2026-03-02T15:00:00.000Z' } }),
      callback,
    ]);
    await screen.findByText('1 open follow-up in this period.');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    const item = (await screen.findByRole('link', { name: 'The heating in room 12 does not work' })).closest('li')!;
    expect(item.textContent).toContain('Done by Maria Keller');

    await user.click(within(item).getByRole('button', { name: 'Reopen' }));
    expect(await screen.findByText('No follow-up of this period is marked done yet.')).toBeTruthy();
    expect(api.requests.filter((r) => r.method === 'DELETE').map((r) => r.url.pathname)).toEqual([
      `/api/hotels/${seeblick.id}/follow-ups/call-0042/handled`,
    ]);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByText('2 open follow-ups in this period.');
  });
});
