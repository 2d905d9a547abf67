import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startCloudbedsDouble } from '../../../../test/support/doubles/cloudbeds-double.ts';
import { json } from '../../../../test/support/doubles/http-double.ts';
import { startMewsDouble } from '../../../../test/support/doubles/mews-double.ts';
import { createHotel, createUser, linkUserToHotel, signedInAgent } from '../../../../test/support/factories.ts';
import { createTestApp, type BrowserAgent, type TestApp } from '../../../../test/support/test-app.ts';

const toolTimeoutMs = 400;
let cloudbeds: Awaited<ReturnType<typeof startCloudbedsDouble>>;
let mews: Awaited<ReturnType<typeof startMewsDouble>>;
let app: TestApp;

/** A YYYY-MM-DD `days` from today (UTC; the stays below are days away from any clock's midnight). */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const guestOf = (agent: BrowserAgent, hotelId: string, callId: string) =>
  agent.get(`/api/hotels/${hotelId}/call-logs/${callId}/caller-guest`);
const pmsAsks = (double: { requests: { path: string }[] }, since: number) => double.requests.length - since;

beforeAll(async () => {
  cloudbeds = await startCloudbedsDouble({ apiKey: 'cbat_guest', propertyId: '4242', propertyName: 'Guest Inn' });
  mews = await startMewsDouble({
    clientToken: 'client-guest',
    accessToken: 'access-guest',
    enterpriseName: 'Mews Inn',
  });
  app = createTestApp({
    env: {
      PMS_CLOUDBEDS_URL: cloudbeds.url,
      PMS_MEWS_URL: mews.url,
      MEWS_CLIENT_TOKEN: 'client-guest',
      PMS_TOOL_TIMEOUT_MS: String(toolTimeoutMs),
    },
  });
});
afterAll(async () => {
  await app.close();
  await cloudbeds.close();
  await mews.close();
});
beforeEach(() => {
  cloudbeds.clearInterceptors();
  mews.clearInterceptors();
});

async function insertCall(hotelId: string, callId: string, number: string | null) {
  await app.deps.pool.query(
    `insert into public.call_logs (hotel_id, call_id, room_name, started_at, ended_at, transcript, transcript_text,
       turn_count, caller_number)
     values ($1, $2, 'frontdesk', now() - interval '1 day', now() - interval '1 day' + interval '3 minutes', '[]'::jsonb, '', 0, $3)`,
    [hotelId, callId, number],
  );
}

/** A hotel whose owner connected a PMS through the real save route, and its front desk. */
async function hotelOn(
  pms: { provider: 'cloudbeds'; propertyId: string; key: string } | { provider: 'mews'; key: string } | null,
) {
  const hotel = await createHotel(app.deps.pool);
  const owner = await createUser(app.deps.auth, app.deps.pool);
  await linkUserToHotel(app.deps.pool, owner.id, hotel.id, 'owner');
  const desk = await createUser(app.deps.auth, app.deps.pool);
  await linkUserToHotel(app.deps.pool, desk.id, hotel.id, 'front_desk');
  const ownerAgent = await signedInAgent(app, owner);
  if (pms) {
    const saved = await ownerAgent.post('/api/set-pms-key').send({
      hotel_id: hotel.id,
      provider: pms.provider,
      pms_key: pms.key,
      ...(pms.provider === 'cloudbeds' ? { property_id: pms.propertyId } : {}),
    });
    expect(saved.status).toBe(200);
  }
  return { hotelId: hotel.id, owner: ownerAgent, frontDesk: await signedInAgent(app, desk) };
}

function bookStay(
  inventory: typeof cloudbeds.inventory,
  stay: { phone: string; firstName: string; lastName: string; from: number; to: number; status?: 'canceled' },
) {
  const booked = inventory.book({
    roomTypeId: '102',
    firstName: stay.firstName,
    lastName: stay.lastName,
    email: `${stay.firstName.toLowerCase()}@example.com`,
    phone: stay.phone,
    arrival: day(stay.from),
    departure: day(stay.to),
    adults: 2,
    children: 0,
    externalId: `${stay.lastName}-${stay.from}`,
  });
  if (typeof booked === 'string') throw new Error(booked);
  if (stay.status === 'canceled') inventory.cancel(booked.id);
  return booked;
}

describe('the guest behind a caller’s number, from Cloudbeds', () => {
  let hotel: Awaited<ReturnType<typeof hotelOn>>;
  beforeAll(async () => {
    hotel = await hotelOn({ provider: 'cloudbeds', propertyId: '4242', key: 'cbat_guest' });
    bookStay(cloudbeds.inventory, {
      phone: '+44 20 7946 0958',
      firstName: 'Priya',
      lastName: 'Shah',
      from: 12,
      to: 15,
    });
    bookStay(cloudbeds.inventory, {
      phone: '+44 20 7946 0958',
      firstName: 'Priya',
      lastName: 'Shah',
      from: 3,
      to: 6,
      status: 'canceled',
    });
    bookStay(cloudbeds.inventory, { phone: '+44 20 7946 0777', firstName: 'Tom', lastName: 'Reed', from: -2, to: 2 });
    await insertCall(hotel.hotelId, 'cg-priya_frontdesk_20261120_090000', '+442079460958');
    await insertCall(hotel.hotelId, 'cg-tom_frontdesk_20261121_090000', '+44 (0)20 7946 0777');
    await insertCall(hotel.hotelId, 'cg-nobody_frontdesk_20261122_090000', '+44 20 7946 0000');
    await insertCall(hotel.hotelId, 'cg-slow_frontdesk_20261122_100000', '+44 20 7946 0555');
    await insertCall(hotel.hotelId, 'cg-silent_frontdesk_20261122_110000', null);
  });

  it('when the PMS has an upcoming stay with the number, then the guest and that stay are shown, cancelled ones not', async () => {
    const res = await guestOf(hotel.owner, hotel.hotelId, 'cg-priya_frontdesk_20261120_090000');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      lookup: 'found',
      guest: {
        name: 'Priya Shah',
        stay: { arrival: day(12), departure: day(15), roomType: 'King Room', inHouse: false },
      },
    });
  });

  it('when the guest is in the house, then the front desk sees them as staying now', async () => {
    const res = await guestOf(hotel.frontDesk, hotel.hotelId, 'cg-tom_frontdesk_20261121_090000');
    expect(res.body).toMatchObject({ lookup: 'found', guest: { name: 'Tom Reed', stay: { inHouse: true } } });
  });

  it('when the same caller is looked up again, then the kept answer is given and the PMS is not asked', async () => {
    await guestOf(hotel.owner, hotel.hotelId, 'cg-priya_frontdesk_20261120_090000');
    const before = cloudbeds.requests.length;
    const again = await guestOf(hotel.frontDesk, hotel.hotelId, 'cg-priya_frontdesk_20261120_090000');
    expect(again.body).toMatchObject({ lookup: 'found', guest: { name: 'Priya Shah' } });
    expect(pmsAsks(cloudbeds, before)).toBe(0);
  });

  it('when the PMS knows nobody with the number, then nothing is shown and the miss is kept too', async () => {
    const first = await guestOf(hotel.owner, hotel.hotelId, 'cg-nobody_frontdesk_20261122_090000');
    expect(first.body).toEqual({ lookup: 'not_found', guest: null });
    const before = cloudbeds.requests.length;
    await guestOf(hotel.owner, hotel.hotelId, 'cg-nobody_frontdesk_20261122_090000');
    expect(pmsAsks(cloudbeds, before)).toBe(0);
  });

  it('when the PMS does not answer in time, then the answer is "unavailable" at the tools’ deadline, and the next look asks again', async () => {
    cloudbeds.intercept((req) =>
      req.path.endsWith('/getGuestList')
        ? new Promise((resolve) => setTimeout(() => resolve(json(200, { success: true, data: {} })), toolTimeoutMs * 4))
        : undefined,
    );
    const res = await guestOf(hotel.owner, hotel.hotelId, 'cg-slow_frontdesk_20261122_100000');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ lookup: 'unavailable', guest: null });
    cloudbeds.clearInterceptors();
    const before = cloudbeds.requests.length;
    const again = await guestOf(hotel.owner, hotel.hotelId, 'cg-slow_frontdesk_20261122_100000');
    expect(again.body).toEqual({ lookup: 'not_found', guest: null });
    expect(pmsAsks(cloudbeds, before)).toBeGreaterThan(0);
  });

  it('when the PMS fails with an error, then nothing is shown and the page still gets a 200', async () => {
    await insertCall(hotel.hotelId, 'cg-broken_frontdesk_20261122_120000', '+44 20 7946 0444');
    cloudbeds.intercept(() => json(503, { success: false, message: 'maintenance' }));
    const res = await guestOf(hotel.owner, hotel.hotelId, 'cg-broken_frontdesk_20261122_120000');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ lookup: 'unavailable', guest: null });
  });

  it('when the call came without a number, then the PMS is not asked', async () => {
    const before = cloudbeds.requests.length;
    const res = await guestOf(hotel.owner, hotel.hotelId, 'cg-silent_frontdesk_20261122_110000');
    expect(res.body).toEqual({ lookup: 'no_number', guest: null });
    expect(pmsAsks(cloudbeds, before)).toBe(0);
  });

  it('when someone outside the hotel asks, or the call is not the hotel’s, then no guest is told', async () => {
    const other = await hotelOn(null);
    expect((await guestOf(other.owner, hotel.hotelId, 'cg-priya_frontdesk_20261120_090000')).status).toBe(403);
    expect((await guestOf(other.owner, other.hotelId, 'cg-priya_frontdesk_20261120_090000')).status).toBe(404);
    expect((await guestOf(hotel.owner, hotel.hotelId, 'not a call!')).status).toBe(400);
  });

  it('when the caller’s data is erased, then their calls, their thread and the kept PMS answer all go', async () => {
    const callId = 'cg-priya_frontdesk_20261120_090000';
    await guestOf(hotel.owner, hotel.hotelId, callId);
    const kept = () =>
      app.deps.pool.query('select 1 from public.pms_guest_lookups where hotel_id = $1 and caller_e164 = $2', [
        hotel.hotelId,
        '+442079460958',
      ]);
    expect((await kept()).rowCount).toBe(1);
    const erased = await hotel.owner.post(`/api/hotels/${hotel.hotelId}/erasure`).send({ callId });
    expect(erased.status).toBe(200);
    expect((await kept()).rowCount).toBe(0);
    expect((await hotel.owner.get(`/api/hotels/${hotel.hotelId}/call-logs/${callId}/caller-thread`)).status).toBe(404);
    expect((await guestOf(hotel.owner, hotel.hotelId, callId)).status).toBe(404);
    // Another caller's kept answer stays.
    const others = await app.deps.pool.query('select caller_e164 from public.pms_guest_lookups where hotel_id = $1', [
      hotel.hotelId,
    ]);
    expect(others.rows.map((r) => r.caller_e164)).toContain('+442079460777');
  });
});

describe('the guest behind a caller’s number, from Mews', () => {
  it('when Mews has a current stay with the number, then the guest is shown, matched on our side', async () => {
    const hotel = await hotelOn({ provider: 'mews', key: 'access-guest' });
    bookStay(mews.inventory, { phone: '0044 20 7946 0958', firstName: 'Lena', lastName: 'Vogel', from: -1, to: 3 });
    bookStay(mews.inventory, { phone: '+44 20 7946 0111', firstName: 'Max', lastName: 'Brandt', from: -1, to: 3 });
    await insertCall(hotel.hotelId, 'cg-lena_frontdesk_20261120_090000', '+44 20 7946 0958');
    const res = await guestOf(hotel.frontDesk, hotel.hotelId, 'cg-lena_frontdesk_20261120_090000');
    expect(res.body).toEqual({
      lookup: 'found',
      guest: {
        name: 'Lena Vogel',
        stay: { arrival: day(-1), departure: day(3), roomType: 'King Room', inHouse: true },
      },
    });
  });
});

describe('the guest behind a caller’s number, without a PMS', () => {
  it('when the hotel has connected no PMS, then nothing is asked and nothing shown', async () => {
    const hotel = await hotelOn(null);
    await insertCall(hotel.hotelId, 'cg-nopms_frontdesk_20261120_090000', '+44 20 7946 0958');
    const res = await guestOf(hotel.owner, hotel.hotelId, 'cg-nopms_frontdesk_20261120_090000');
    expect(res.body).toEqual({ lookup: 'no_pms', guest: null });
  });
});
