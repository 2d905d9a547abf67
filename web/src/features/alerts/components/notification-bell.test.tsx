import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serverSends } from '../../../testing/fake-socket.ts';
import { makeNotification, seeblick } from '../../../testing/fixtures.ts';
import { notificationApi } from '../../../testing/handlers.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { NotificationBell } from './notification-bell.tsx';

const complaint = makeNotification();
const callback = makeNotification({
  notificationId: 'notification-2',
  reason: 'callback_requested',
  subjectId: 'call-0043',
  title: 'A caller asked for a person',
  detail: 'Please call me back about the invoice',
  createdAt: '2026-03-02T07:40:00.000Z',
});
const lowReview = makeNotification({
  notificationId: 'notification-0',
  reason: 'low_review',
  subjectId: 'review-7',
  title: 'A 2-star review',
  detail: 'The room was cold.',
  readAt: '2026-03-01T12:00:00.000Z',
});

function openBell() {
  const api = notificationApi([complaint, callback, lowReview]);
  server.use(...api.handlers);
  return { ...renderWithApp(<NotificationBell />, { route: '/dashboard/home' }), api };
}

const posts = (api: ReturnType<typeof openBell>['api']) => api.requests.filter((r) => r.method === 'POST');

describe('the alerts bell', () => {
  it('shows how many alerts are unread', async () => {
    openBell();
    const bell = await screen.findByRole('button', { name: 'Alerts, 2 unread' });
    expect(within(bell).getByTestId('unread-count').textContent).toBe('2');
    expect(bell.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the list of alerts, each linking to what it is about', async () => {
    const { user } = openBell();
    await user.click(await screen.findByRole('button', { name: 'Alerts, 2 unread' }));

    const dialog = screen.getByRole('dialog', { name: 'Alerts' });
    const links = within(dialog).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('Complaint · Hotel Seeblick'),
      expect.stringContaining('Caller asked for a callback or a person · Hotel Seeblick'),
      expect.stringContaining('Low review (1–2 stars) · Hotel Seeblick'),
      'See all alerts',
      'Alert settings',
    ]);
    expect(links[3]!.getAttribute('href')).toBe('/dashboard/alerts/all');
    // Drawn in the document's body, outside the sidebar or drawer that holds the bell.
    expect(dialog.parentElement).toBe(document.body);
    expect(dialog.style.position).toBe('fixed');
    expect(links[0]!.getAttribute('href')).toBe(`/dashboard/call-logs?hotel=${seeblick.id}&id=call-0042`);
    expect(links[2]!.getAttribute('href')).toBe(`/dashboard/reviews?hotel=${seeblick.id}`);
    expect(within(links[0]!).getByText(/The heating in room 12 does not work/)).toBeTruthy();
  });

  it('"Mark all read" sends the request and clears the count', async () => {
    const { user, api } = openBell();
    await user.click(await screen.findByRole('button', { name: 'Alerts, 2 unread' }));

    await user.click(screen.getByRole('button', { name: 'Mark all read' }));

    expect(await screen.findByRole('button', { name: 'Alerts' })).toBeTruthy();
    expect(screen.queryByTestId('unread-count')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark all read' })).toBeNull();
    expect(posts(api)).toHaveLength(1);
    expect(posts(api)[0]!.url.pathname).toBe('/api/me/notifications/read');
    expect(posts(api)[0]!.body).toEqual({});
  });

  it('opening an unread alert marks that one read and goes to its call', async () => {
    const { user, api, router } = openBell();
    await user.click(await screen.findByRole('button', { name: 'Alerts, 2 unread' }));

    await user.click(screen.getByRole('link', { name: /^Complaint · Hotel Seeblick/ }));

    expect(router.state.location.pathname).toBe('/dashboard/call-logs');
    expect(router.state.location.search).toBe(`?hotel=${seeblick.id}&id=call-0042`);
    expect(screen.queryByRole('dialog')).toBeNull();
    await screen.findByRole('button', { name: 'Alerts, 1 unread' });
    expect(posts(api)[0]!.body).toEqual({ notificationIds: ['notification-1'] });
  });

  it('counts an alert arriving live, once however often it is delivered', async () => {
    openBell();
    await screen.findByRole('button', { name: 'Alerts, 2 unread' });
    const arriving = makeNotification({ notificationId: 'notification-3', subjectId: 'call-0050', title: 'Complaint' });

    serverSends('notification:created', arriving);
    serverSends('notification:created', arriving);

    await screen.findByRole('button', { name: 'Alerts, 3 unread' });
    await waitFor(() => expect(screen.getByTestId('unread-count').textContent).toBe('3'));
  });

  it('drops an alert withdrawn live (a late report on its call said otherwise) from the list and the unread count', async () => {
    const { user } = openBell();
    await user.click(await screen.findByRole('button', { name: 'Alerts, 2 unread' }));

    serverSends('notification:withdrawn', { notificationId: callback.notificationId, hotelId: seeblick.id });

    await screen.findByRole('button', { name: 'Alerts, 1 unread' });
    const links = within(screen.getByRole('dialog', { name: 'Alerts' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('Complaint · Hotel Seeblick'),
      expect.stringContaining('Low review (1–2 stars) · Hotel Seeblick'),
      'See all alerts',
      'Alert settings',
    ]);
  });
});
