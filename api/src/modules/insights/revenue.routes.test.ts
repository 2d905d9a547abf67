import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RevenueInsights } from '../../contracts/bookings.ts';
import { createHotel, createUser, linkUserToHotel, signedInAgent } from '../../../../test/support/factories.ts';
import { createTestApp, type BrowserAgent, type TestApp } from '../../../../test/support/test-app.ts';

let app: TestApp;
let owner: BrowserAgent;
/** Berlin, in euros, front desk 8–20; its clocks go back on 2026-10-25 at 03:00 (01:00 UTC). */
let berlin: string;
/** New York, in dollars, front desk 9–17; its clocks go back on 2026-11-01 at 02:00 (06:00 UTC). */
let newYork: string;

interface Booked {
  at: string;
  amount: number | null;
  currency?: string;
  status?: 'booked' | 'changed' | 'cancelled';
  madeOnCall?: boolean;
}

let sequence = 0;
/** Bookings as the tools store them; the rollup trigger counts them as it would any write. */
async function insert(hotelId: string, currency: string, rows: Booked[]) {
  for (const r of rows) {
    sequence++;
    await app.deps.pool.query(
      `insert into public.bookings (hotel_id, call_ref, confirmation_number, reservation_id, made_on_call, arrival,
         departure, amount, currency, status, created_at)
       values ($1, $2, $3, $3, $4, '2026-12-01', '2026-12-03', $5, $6, $7, $8)`,
      [
        hotelId,
        `call-${sequence}`,
        `C${sequence}`,
        r.madeOnCall ?? true,
        r.amount,
        r.currency ?? currency,
        r.status ?? 'booked',
        r.at,
      ],
    );
  }
}

const revenue = async (hotelId: string, from: string, to: string) => {
  const res = await owner.get(`/api/hotels/${hotelId}/insights/revenue?from=${from}&to=${to}`);
  expect(res.status).toBe(200);
  return res.body as RevenueInsights;
};

beforeAll(async () => {
  app = createTestApp();
  berlin = (await createHotel(app.deps.pool, { name: 'Seehaus Berlin' })).id;
  newYork = (await createHotel(app.deps.pool, { name: 'Hudson Rooms' })).id;
  await app.deps.pool.query(
    `update public.hotels set timezone = 'Europe/Berlin', currency = 'EUR', front_desk_opens = 8, front_desk_closes = 20 where hotel_id = $1`,
    [berlin],
  );
  await app.deps.pool.query(
    `update public.hotels set timezone = 'America/New_York', currency = 'USD', front_desk_opens = 9, front_desk_closes = 17 where hotel_id = $1`,
    [newYork],
  );
  const user = await createUser(app.deps.auth, app.deps.pool);
  await linkUserToHotel(app.deps.pool, user.id, berlin);
  await linkUserToHotel(app.deps.pool, user.id, newYork);
  owner = await signedInAgent(app, user);

  await insert(berlin, 'EUR', [
    // 2026-10-24 on Berlin's clock: the previous period.
    { at: '2026-10-24T10:00:00Z', amount: 100 }, // 12:00 CEST, open
    // 2026-10-25, the day with 25 hours.
    { at: '2026-10-24T22:30:00Z', amount: 200 }, // 00:30 CEST: already the 25th there, after hours
    { at: '2026-10-25T01:30:00Z', amount: 150.5 }, // 02:30 CET, after the change: after hours
    { at: '2026-10-25T07:30:00Z', amount: 300 }, // 08:30 CET: open
    { at: '2026-10-25T10:00:00Z', amount: null }, // 11:00: a booking the PMS priced nowhere
    { at: '2026-10-25T12:00:00Z', amount: 500, status: 'cancelled' }, // not revenue
    { at: '2026-10-25T12:30:00Z', amount: 80, status: 'changed', madeOnCall: false }, // moved, not made
    { at: '2026-10-25T13:00:00Z', amount: 90, currency: 'USD' }, // another currency: never added in
    { at: '2026-10-25T23:30:00Z', amount: 99 }, // 00:30 on the 26th there
  ]);
  await insert(newYork, 'USD', [
    { at: '2026-11-01T03:30:00Z', amount: 70 }, // 23:30 EDT on 10-31: the previous period
    { at: '2026-11-01T04:30:00Z', amount: 50 }, // 00:30 EDT
    { at: '2026-11-01T05:30:00Z', amount: 120 }, // 01:30 EDT
    { at: '2026-11-01T06:30:00Z', amount: 80 }, // 01:30 EST, the same hour once more
    { at: '2026-11-01T15:00:00Z', amount: 250 }, // 10:00 EST: open
  ]);
});
afterAll(async () => {
  await app.close();
});

// Hand-computed from the rows above.
const berlinDay = {
  current: { amount: 650.5, bookings: 4, averageAmount: 216.83, afterHoursBookings: 2 },
  previous: { amount: 100, bookings: 1, averageAmount: 100, afterHoursBookings: 0 },
};
const newYorkDay = {
  current: { amount: 500, bookings: 4, averageAmount: 125, afterHoursBookings: 3 },
  previous: { amount: 70, bookings: 1, averageAmount: 70, afterHoursBookings: 1 },
};

describe('Revenue from calls', () => {
  it('when the clocks go back in Berlin, then the 25-hour day holds its bookings, in euros, against the day before', async () => {
    expect(await revenue(berlin, '2026-10-25', '2026-10-25')).toEqual({
      hotelId: berlin,
      currency: 'EUR',
      from: '2026-10-25',
      to: '2026-10-25',
      previousFrom: '2026-10-24',
      previousTo: '2026-10-24',
      ...berlinDay,
    });
  });

  it('when the clocks go back in New York, then the repeated hour counts twice and the figure is in dollars only', async () => {
    expect(await revenue(newYork, '2026-11-01', '2026-11-01')).toMatchObject({ currency: 'USD', ...newYorkDay });
    // Each hotel its own: Berlin's days around New York's change hold none of New York's dollars.
    expect((await revenue(berlin, '2026-10-26', '2026-11-01')).current).toEqual({
      amount: 99,
      bookings: 1,
      averageAmount: 99,
      afterHoursBookings: 1,
    });
  });

  it('when the rollups are rebuilt from the bookings, then every figure is the same', async () => {
    await app.deps.pool.query('select public.rebuild_booking_rollups()');
    expect(await revenue(berlin, '2026-10-25', '2026-10-25')).toMatchObject(berlinDay);
    expect(await revenue(newYork, '2026-11-01', '2026-11-01')).toMatchObject(newYorkDay);
  });

  it('when the front desk hours change, then the after-hours share follows them for bookings already made', async () => {
    await app.deps.pool.query(
      'update public.hotels set front_desk_opens = 0, front_desk_closes = 24 where hotel_id = $1',
      [newYork],
    );
    expect((await revenue(newYork, '2026-11-01', '2026-11-01')).current.afterHoursBookings).toBe(0);
    await app.deps.pool.query(
      'update public.hotels set front_desk_opens = 9, front_desk_closes = 17 where hotel_id = $1',
      [newYork],
    );
  });

  it('when a period ends before it starts, then the answer is 400 and says so', async () => {
    const res = await owner.get(`/api/hotels/${berlin}/insights/revenue?from=2026-10-25&to=2026-10-01`);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/start date is after the end date/);
  });
});
