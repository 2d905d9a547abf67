import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeNotification, seeblick } from '../../../testing/fixtures.ts';
import { notificationApi } from '../../../testing/handlers.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { AllAlerts } from './all-alerts.tsx';

/** 7 alerts, newest first; the two newest unread. */
const alerts = Array.from({ length: 7 }, (_, i) =>
  makeNotification({
    notificationId: `notification-${i}`,
    subjectId: `call-${i}`,
    detail: `Complaint number ${i}`,
    createdAt: new Date(Date.UTC(2026, 2, 2, 8, 0) - i * 60_000).toISOString(),
    readAt: i < 2 ? null : '2026-03-02T09:00:00.000Z',
  }),
);

function openPage(pageSize = 3) {
  const api = notificationApi(alerts, pageSize);
  server.use(...api.handlers);
  return { ...renderWithApp(<AllAlerts />, { route: '/dashboard/alerts/all' }), api };
}

const shown = () =>
  within(screen.getByRole('region', { name: 'All alerts' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the alerts page', () => {
  it('lists a page of alerts, newest first, and the older ones a page at a time until there are none', async () => {
    const { user, api } = openPage();
    await screen.findByText('Complaint number 0', { exact: false });
    expect(shown()).toHaveLength(3);
    expect(screen.getByText('2 unread.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Show older alerts' }));
    await screen.findByText('Complaint number 5', { exact: false });
    await user.click(screen.getByRole('button', { name: 'Show older alerts' }));
    await screen.findByText('Complaint number 6', { exact: false });

    expect(shown().map((text) => /Complaint number (\d)/.exec(text ?? '')?.[1])).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
    ]);
    expect(screen.queryByRole('button', { name: 'Show older alerts' })).toBeNull();
    const reads = api.requests.filter((r) => r.method === 'GET').map((r) => r.url.searchParams.has('cursor'));
    expect(reads).toEqual([false, true, true]);
  });

  it('links each alert to its call on its hotel, and "Mark all read" clears the unread marks', async () => {
    const { user } = openPage(10);
    const first = await screen.findByRole('link', { name: /Complaint number 0/ });
    expect(first.getAttribute('href')).toBe(`/dashboard/call-logs?hotel=${seeblick.id}&id=call-0`);
    expect(first.textContent).toContain('(unread)');

    await user.click(screen.getByRole('button', { name: 'Mark all read' }));

    await screen.findByText('All read.');
    expect(shown().some((text) => text?.includes('(unread)'))).toBe(false);
  });
});
