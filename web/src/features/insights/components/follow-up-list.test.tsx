import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeFollowUp, seeblick } from '../../../testing/fixtures.ts';
import { csrfToken, insightsApi } from '../../../testing/handlers.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { FollowUpList } from './follow-up-list.tsx';

function openFollowUps(items: ReturnType<typeof makeFollowUp>[]) {
  const api = insightsApi(seeblick, { followUps: items });
  server.use(...api.handlers);
  return { ...renderWithApp(<FollowUpList hotelId={seeblick.id} timeZone={seeblick.timeZone} />), api };
}

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

  it('marks one handled: the request is sent and it leaves the list', async () => {
    const { user, api } = openFollowUps([heating, callback]);
    const item = (await screen.findByRole('link', { name: 'The heating in room 12 does not work' })).closest('li')!;

    await user.click(within(item).getByRole('button', { name: 'Mark as handled' }));

    await waitFor(() => expect(screen.queryByText('The heating in room 12 does not work')).toBeNull());
    const sent = api.requests.filter((r) => r.method === 'POST');
    expect(sent.map((r) => r.url.pathname)).toEqual([`/api/hotels/${seeblick.id}/follow-ups/call-0042/handled`]);
    expect(screen.getByText('Please call me back about the invoice')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Mark as handled' }));
    expect(await screen.findByText('Nobody is waiting for a call back.')).toBeTruthy();
  });

  it('shows the api’s refusal when marking fails, and keeps the call listed', async () => {
    const { user } = openFollowUps([heating]);
    await screen.findByText('The heating in room 12 does not work');
    // The session's CSRF token changed in another tab: the api refuses twice (the retry too).
    document.cookie = `hv_csrf=stale-${csrfToken}; path=/`;

    await user.click(screen.getByRole('button', { name: 'Mark as handled' }));

    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'The CSRF token is missing or wrong.');
    expect(screen.getByText('The heating in room 12 does not work')).toBeTruthy();
  });
});
