import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { DashboardHotel } from '@hotelvoice/api/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverSends } from '../../../testing/fake-socket.ts';
import { makeFollowUp, makeInsights, seeblick } from '../../../testing/fixtures.ts';
import { insightsApi } from '../../../testing/handlers.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { InsightsView } from './insights-view.tsx';

// 4 March 2026, 11:00 in Berlin: the opening period (the last 7 days) is 26 February to 4 March.
beforeEach(() => vi.setSystemTime(new Date('2026-03-04T10:00:00.000Z')));
afterEach(() => vi.useRealTimers());

/** The front desk sees the figures and follow-ups, not the hotel's settings (decision 022). */
const frontDesk: DashboardHotel = { ...seeblick, role: 'front_desk' };

function openInsights(options: Parameters<typeof insightsApi>[1] = {}, hotel = frontDesk) {
  const api = insightsApi(hotel, options);
  server.use(...api.handlers);
  return { ...renderWithApp(<InsightsView hotel={hotel} />, { hotels: [hotel] }), api };
}

/** A headline figure: its value and how it changed. */
function figure(label: string) {
  const box = screen.getByText(label, { selector: 'dt' }).parentElement!;
  const [value, change] = within(box).getAllByRole('definition');
  return { value: value!.textContent, change: change!.textContent };
}

describe('the insights figures', () => {
  it('shows the opening period’s figures, each against the period before', async () => {
    const { api } = openInsights();

    await screen.findByText('Minutes handled');
    expect(api.periods()).toEqual([{ from: '2026-02-26', to: '2026-03-04' }]);
    expect(screen.getByText('2026-02-26 to 2026-03-04 · times in Europe/Berlin')).toBeTruthy();
    expect(figure('Calls')).toEqual({ value: '48', change: '+20 % vs previous period' });
    expect(figure('Minutes handled')).toEqual({ value: '120', change: '+20 % vs previous period' });
    expect(figure('Average duration')).toEqual({ value: '2:30', change: 'no change vs previous period' });
    expect(figure('After hours')).toEqual({ value: '25 %', change: '+25 % vs previous period' });
    expect(figure('Need follow-up')).toEqual({ value: '3', change: '-40 % vs previous period' });
    expect(figure('Review rating')).toEqual({ value: '4.6 / 5', change: '+10 % vs previous period' });
  });

  it('asks for the period picked and shows its figures', async () => {
    const { user, api } = openInsights({
      figures: (from, to) =>
        from === to
          ? makeInsights(from, to, {
              granularity: 'hour',
              series: [],
              totals: { ...makeInsights(from, to).totals, calls: 6 },
            })
          : makeInsights(from, to),
    });
    await screen.findByText('Minutes handled');
    expect(figure('Calls').value).toBe('48');

    await user.click(screen.getByRole('button', { name: 'Today' }));

    await waitFor(() => expect(figure('Calls').value).toBe('6'));
    expect(api.periods().at(-1)).toEqual({ from: '2026-03-04', to: '2026-03-04' });
    expect(screen.getByRole('button', { name: 'Today' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('2026-03-04 · times in Europe/Berlin')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      `/api/hotels/${seeblick.id}/insights/export.csv?from=2026-03-04&to=2026-03-04`,
    );
  });

  it('refuses a custom range that ends before it starts', async () => {
    const { user } = openInsights();
    await screen.findByText('Minutes handled');
    await user.click(screen.getByRole('button', { name: 'Custom range' }));
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-03-10');
    expect(
      await screen.findByText('The start date is after the end date. Pick a start on or before the end.'),
    ).toBeTruthy();
  });
});

describe('the insights page', () => {
  it('offers the hotel’s settings to its owner only', async () => {
    openInsights({}, seeblick);
    expect(await screen.findByRole('region', { name: 'Front desk and time zone' })).toBeTruthy();
    cleanup();

    openInsights({}, frontDesk);
    await screen.findByText('Minutes handled');
    expect(screen.queryByRole('region', { name: 'Front desk and time zone' })).toBeNull();
  });

  it('drops a follow-up another person handled, when the server says so', async () => {
    const heating = makeFollowUp();
    const callback = makeFollowUp({ callId: 'call-0043', preview: 'Please call me back about the invoice' });
    openInsights({ followUps: [heating, callback] });
    const followUps = () => screen.getByRole('region', { name: 'Needs follow-up' });
    await within(followUps()).findByText('The heating in room 12 does not work');

    serverSends('follow-up:handled', {
      hotelId: seeblick.id,
      callId: 'call-0042',
      handledBy: 'Jonas Brandt',
      handledAt: '2026-03-04T10:05:00.000Z',
    });

    await waitFor(() => expect(within(followUps()).queryByText('The heating in room 12 does not work')).toBeNull());
    expect(within(followUps()).getByText('Please call me back about the invoice')).toBeTruthy();
  });
});
