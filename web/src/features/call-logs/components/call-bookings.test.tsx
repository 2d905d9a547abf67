import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CallBooking, CallBookingMark } from '@hotelvoice/api/contracts';
import { makeCall, makeCallDetail, seeblick } from '../../../testing/fixtures.ts';
import { callLogApi } from '../../../testing/handlers.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { CallLogDetail } from './call-log-detail.tsx';
import { CallLogListItem } from './call-log-list-item.tsx';

const booked: CallBookingMark = { status: 'booked', bookings: 1, amount: 298, currency: 'EUR' };

function row(mark: CallBookingMark | null) {
  renderWithApp(
    <CallLogListItem
      call={makeCall({ booking: mark })}
      hotelName={seeblick.name}
      timeZone={seeblick.timeZone}
      selected={false}
      fresh={false}
      onSelect={() => undefined}
    />,
  );
}

const kingRoom: CallBooking = {
  bookingId: '7f0e0c4a-1111-4c1d-9a0b-2f7e3c1d0a01',
  confirmationNumber: '1000',
  madeOnCall: true,
  status: 'changed',
  roomType: 'King Room',
  arrival: '2026-12-04',
  departure: '2026-12-07',
  adults: 2,
  children: 1,
  amount: 447,
  currency: 'EUR',
  pmsUrl: 'https://hotels.cloudbeds.com/connect/777#/reservations/1000',
  createdAt: '2026-03-02T08:16:00.000Z',
  changes: [
    {
      kind: 'booked',
      callRef: 'seeblick-inbound-0001',
      arrival: '2026-12-04',
      departure: '2026-12-06',
      amountBefore: null,
      amount: 298,
      currency: 'EUR',
      at: '2026-03-02T08:16:00.000Z',
    },
    {
      kind: 'changed',
      callRef: 'seeblick-inbound-0001',
      arrival: '2026-12-04',
      departure: '2026-12-07',
      amountBefore: 298,
      amount: 447,
      currency: 'EUR',
      at: '2026-03-02T08:17:00.000Z',
    },
  ],
};

function openCall(mark: CallBookingMark | null, bookings: CallBooking[]) {
  const detail = makeCallDetail({ booking: mark });
  const api = callLogApi(seeblick, [detail], { details: [detail], bookings });
  server.use(...api.handlers);
  renderWithApp(
    <CallLogDetail
      hotelId={seeblick.id}
      callId={detail.callId}
      assistantName={seeblick.assistantName}
      timeZone={seeblick.timeZone}
      searchTurn={null}
      canEraseCallers
      canRevealCallbackNumbers
    />,
  );
  return api;
}

describe('a call that booked', () => {
  it('shows "Booked · 298 EUR" on its row', () => {
    row(booked);
    expect(screen.getByTestId('booking-mark').textContent).toBe('Booked · 298 EUR');
  });

  it('shows a cancelled booking as cancelled, with no amount as if it were revenue', () => {
    row({ status: 'cancelled', bookings: 0, amount: null, currency: null });
    expect(screen.getByTestId('booking-mark').textContent).toBe('Booking cancelled');
  });

  it('shows cents and thousands the way the currency has them', () => {
    row({ status: 'booked', bookings: 2, amount: 1234.5, currency: 'USD' });
    expect(screen.getByTestId('booking-mark').textContent).toBe('Booked ×2 · 1,234.50 USD');
  });

  it('shows no mark on a call that touched no booking', () => {
    row(null);
    expect(screen.queryByTestId('booking-mark')).toBeNull();
  });

  it('opened, lists the booking: room, dates, guests, number, amount, its changes and the link to the PMS', async () => {
    openCall(booked, [kingRoom]);
    const list = await screen.findByRole('list', { name: 'Bookings' });
    const item = list.children[0] as HTMLElement;
    expect(within(item).getByText('King Room · Dec 4, 2026 – Dec 7, 2026')).toBeTruthy();
    expect(within(item).getByText('Changed · 447 EUR')).toBeTruthy();
    expect(within(item).getByText('1000')).toBeTruthy();
    expect(within(item).getByText('2 adults, 1 child')).toBeTruthy();
    const changes = within(item).getByRole('list', { name: 'Changes to booking 1000' });
    expect(
      within(changes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Booked · 298 EUR', 'Dates changed to Dec 4, 2026 – Dec 7, 2026 · +149 EUR']);
    expect(within(item).getByRole('link', { name: 'Open in the PMS' }).getAttribute('href')).toBe(kingRoom.pmsUrl);
  });

  it('opened without a booking mark, asks for no bookings', async () => {
    const api = openCall(null, [kingRoom]);
    await screen.findByRole('list', { name: 'Transcript' });
    expect(screen.queryByRole('list', { name: 'Bookings' })).toBeNull();
    expect(api.requests.some((r) => r.url.pathname.endsWith('/bookings'))).toBe(false);
  });
});
