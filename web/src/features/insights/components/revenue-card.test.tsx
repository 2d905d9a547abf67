import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverSends } from '../../../testing/fake-socket.ts';
import { makeRevenue, seeblick } from '../../../testing/fixtures.ts';
import { insightsApi } from '../../../testing/handlers.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { InsightsView } from './insights-view.tsx';
import { RevenueCard } from './revenue-card.tsx';

// 4 March 2026, 11:00 in Berlin: the opening period (the last 7 days) is 26 February to 4 March.
beforeEach(() => vi.setSystemTime(new Date('2026-03-04T10:00:00.000Z')));
afterEach(() => vi.useRealTimers());

const card = () => screen.findByRole('region', { name: 'Revenue from calls' });

function figure(box: HTMLElement, label: string) {
  const cell = within(box).getByText(label, { selector: 'dt' }).parentElement!;
  const [value, change] = within(cell).getAllByRole('definition');
  return [value!.textContent, change!.textContent];
}

describe('Revenue from calls', () => {
  it('shows the sum, bookings, average and after-hours share in the hotel’s currency, against the period before', async () => {
    const api = insightsApi(seeblick);
    server.use(...api.handlers);
    renderWithApp(<InsightsView hotel={seeblick} />, { hotels: [seeblick] });
    const box = await card();
    expect(within(box).getByRole('heading').textContent).toBe('Revenue from calls · EUR');
    expect(figure(box, 'Revenue')).toEqual(['1,788 EUR', '+39 % vs previous period']);
    expect(figure(box, 'Bookings')).toEqual(['6', '+20 % vs previous period']);
    expect(figure(box, 'Average booking')).toEqual(['298 EUR', '+16 % vs previous period']);
    expect(figure(box, 'Booked after hours')).toEqual(['33 %', '+65 % vs previous period']);
    expect(
      api.requests.some(
        (r) => r.url.pathname.endsWith('/insights/revenue') && r.url.searchParams.get('from') === '2026-02-26',
      ),
    ).toBe(true);
  });

  it('shows a hotel in dollars in dollars, with no booking average when none had an amount', async () => {
    const api = insightsApi(seeblick, {
      revenue: (from, to) =>
        makeRevenue(seeblick.id, from, to, {
          currency: 'USD',
          current: { amount: 0, bookings: 1, averageAmount: null, afterHoursBookings: 0 },
        }),
    });
    server.use(...api.handlers);
    renderWithApp(<InsightsView hotel={seeblick} />, { hotels: [seeblick] });
    const box = await card();
    expect(figure(box, 'Revenue')[0]).toBe('0 USD');
    expect(figure(box, 'Average booking')[0]).toBe('—');
  });

  it('when a booking arrives, then the card moves without a reload', async () => {
    let amount = 298;
    const api = insightsApi(seeblick, {
      revenue: (from, to) =>
        makeRevenue(seeblick.id, from, to, {
          current: { amount, bookings: amount / 298, averageAmount: 298, afterHoursBookings: 0 },
        }),
    });
    server.use(...api.handlers);
    renderWithApp(<InsightsView hotel={seeblick} />, { hotels: [seeblick] });
    const box = await card();
    expect(figure(box, 'Revenue')[0]).toBe('298 EUR');
    amount = 596;
    serverSends('insights:changed', { hotelId: seeblick.id });
    await waitFor(() => expect(figure(box, 'Revenue')[0]).toBe('596 EUR'), { timeout: 3000 });
  });

  it('with the cost of calls (owners and managers), says how many times the calls paid for themselves, in one currency only', async () => {
    server.use(...insightsApi(seeblick).handlers);
    const period = { from: '2026-02-26', to: '2026-03-04' };
    const usd = { denomination: 'USD', isCurrency: true, amount: 12, calls: 40, averagePerCall: 0.3 };
    const eur = { ...usd, denomination: 'EUR', amount: 24 };
    const { unmount } = renderWithApp(<RevenueCard hotelId={seeblick.id} period={period} costs={[usd, eur]} />, {
      hotels: [seeblick],
    });
    expect((await card()).querySelector('[data-figure="Revenue per cost"]')?.textContent).toBe(
      'Revenue ÷ cost of calls: 74.5 ×',
    );
    unmount();
    renderWithApp(<RevenueCard hotelId={seeblick.id} period={period} costs={[usd]} />, { hotels: [seeblick] });
    expect((await card()).querySelector('[data-figure="Revenue per cost"]')?.textContent).toBe(
      'Revenue ÷ cost of calls: no cost in EUR reported for this period',
    );
  });
});
