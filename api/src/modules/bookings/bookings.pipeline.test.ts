import type { Socket } from 'socket.io-client';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallBooking } from '../../contracts/bookings.ts';
import type { CallLogListItem } from '../../contracts/call-logs.ts';
import { pmsCheckJobId, pmsCheckJobOf } from '../../contracts/queues.ts';
import { queueConnectionOf } from '../../compose.ts';
import { createQueueOf } from '../../platform/queues/app-queues.ts';
import { issueAgentCredential } from '../../../../test/support/agent-credential.ts';
import { hotelSocket } from '../../../../test/support/calls.ts';
import { startCloudbedsDouble } from '../../../../test/support/doubles/cloudbeds-double.ts';
import { startMewsDouble } from '../../../../test/support/doubles/mews-double.ts';
import { eventually } from '../../../../test/support/eventually.ts';
import { createHotel, createUser, linkUserToHotel, signedInAgent } from '../../../../test/support/factories.ts';
import { createTestApp, type BrowserAgent, type TestApp } from '../../../../test/support/test-app.ts';
import { startTestWorker } from '../../../../test/support/worker-process.ts';
import { callObjectPaths } from '../../contracts/call-objects.ts';

let app: TestApp;
let double: Awaited<ReturnType<typeof startCloudbedsDouble>>;
let mews: Awaited<ReturnType<typeof startMewsDouble>>;
let worker: Awaited<ReturnType<typeof startTestWorker>>;
const sockets: Socket[] = [];

beforeAll(async () => {
  double = await startCloudbedsDouble({ apiKey: 'cbat_books', propertyId: '808', currency: 'USD' });
  mews = await startMewsDouble({ clientToken: 'client-books', accessToken: 'access-books' });
  app = createTestApp({
    env: { PMS_CLOUDBEDS_URL: double.url, PMS_MEWS_URL: mews.url, MEWS_CLIENT_TOKEN: 'client-books' },
  });
  worker = await startTestWorker(app, { PMS_CLOUDBEDS_URL: double.url });
}, 60_000);
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await worker?.stop();
  await app.close();
  await double.close();
  await mews.close();
});

let sequence = 0;
/** A call id as the voice agents name calls; its room name (the tools' call reference) is unique. */
function newCall() {
  sequence++;
  const room = `bk${Math.random().toString(36).slice(2, 7)}${sequence}_lobby`;
  const stamp = new Date().toISOString().replace(/[-:]/g, '').slice(0, 15).replace('T', '_');
  return { callId: `${room}_${stamp}`, room };
}

/** A hotel with a PMS double connected (Cloudbeds unless named), its owner signed in and listening to its room. */
async function bookingHotel(pms: 'cloudbeds' | 'mews' = 'cloudbeds') {
  const user = await createUser(app.deps.auth, app.deps.pool);
  const hotel = await createHotel(app.deps.pool);
  await linkUserToHotel(app.deps.pool, user.id, hotel.id);
  const owner = await signedInAgent(app, user);
  const saved = await owner
    .post('/api/set-pms-key')
    .send(
      pms === 'cloudbeds'
        ? { hotel_id: hotel.id, provider: 'cloudbeds', property_id: '808', pms_key: 'cbat_books' }
        : { hotel_id: hotel.id, provider: 'mews', pms_key: 'access-books' },
    );
  expect(saved.status).toBe(200);
  // The hotel took the currency its PMS prices in when the key was saved.
  const { rows } = await app.deps.pool.query('select currency from public.hotels where hotel_id = $1', [hotel.id]);
  expect(rows[0].currency).toBe(pms === 'cloudbeds' ? 'USD' : 'EUR');
  const token = await issueAgentCredential(app.deps.pool, hotel.id);
  const { socket, events } = await hotelSocket(app, owner, hotel.id);
  sockets.push(socket);
  const tool = (name: string, body: object) =>
    request(app.app)
      .post(`/api/agent/hotels/${hotel.id}/tools/${name}`)
      .set('authorization', `Bearer ${token}`)
      .send(body);
  return { hotel, owner, events, tool };
}

const stay = { arrival_date: '2033-05-10', departure_date: '2033-05-12', adults: 2 };
const guest = { first_name: 'Ada', last_name: 'Lovelace', phone: '+1 555 010 9999' };

async function book(tool: (name: string, body: object) => request.Test, callId: string, currency = 'USD') {
  const quote = await tool('check_availability', { call_id: callId, ...stay });
  expect(quote.body.say).toContain(`King Room at 298 ${currency}`);
  return tool('create_reservation', { call_id: callId, ...stay, ...guest, room_type_id: '102' });
}

async function storeCall(hotelId: string, callId: string) {
  const transcript = [
    { role: 'assistant', content: ['Harbor desk, how can I help?'] },
    { role: 'user', content: ['A king room for two nights in May, please.'] },
  ];
  await app.deps.storage.put(
    'calls',
    callObjectPaths(hotelId, callId).transcript,
    Buffer.from(JSON.stringify(transcript)),
    'application/json',
  );
}

const listed = async (owner: BrowserAgent, hotelId: string, callId: string) => {
  const page = await owner.get(`/api/hotels/${hotelId}/call-logs`);
  return (page.body.items as CallLogListItem[]).find((c) => c.callId === callId);
};

const bookingsOf = async (owner: BrowserAgent, hotelId: string, callId: string): Promise<CallBooking[]> => {
  const res = await owner.get(`/api/hotels/${hotelId}/call-logs/${callId}/bookings`);
  expect(res.status).toBe(200);
  return res.body.items;
};

const storedBookings = async (hotelId: string) =>
  (await app.deps.pool.query('select * from public.bookings where hotel_id = $1', [hotelId])).rows;

const today = () => new Date().toISOString().slice(0, 10);
const revenueOf = async (owner: BrowserAgent, hotelId: string) =>
  (await owner.get(`/api/hotels/${hotelId}/insights/revenue?from=${today()}&to=${today()}`)).body;

describe('bookings on their calls, through the tools, a real worker and the dashboard socket', () => {
  it('when the booking comes before the call, then the call arrives carrying it, and a retried create links nothing twice', async () => {
    const { hotel, owner, events, tool } = await bookingHotel();
    const { callId } = newCall();
    const made = await book(tool, callId);
    expect(made.body).toMatchObject({ ok: true });
    const retried = await tool('create_reservation', { call_id: callId, ...stay, ...guest, room_type_id: '102' });
    expect(retried.body.reservation.confirmation_number).toBe(made.body.reservation.confirmation_number);

    await storeCall(hotel.id, callId);
    const event = await eventually(async () => events.find((e) => e.callId === callId), 'the call event');
    expect(event.booking).toEqual({ status: 'booked', bookings: 1, amount: 298, currency: 'USD' });
    expect((await listed(owner, hotel.id, callId))?.booking).toEqual(event.booking);
    expect(await storedBookings(hotel.id)).toHaveLength(1);
    const { rows: owed } = await app.deps.pool.query(
      'select pending_booking from public.pms_idempotency_keys where hotel_id = $1',
      [hotel.id],
    );
    expect(owed).toEqual([{ pending_booking: null }]);
    expect(await revenueOf(owner, hotel.id)).toMatchObject({
      currency: 'USD',
      current: { amount: 298, bookings: 1, averageAmount: 298 },
    });
  });

  it('when the call is in first, then the booking reaches its open row live, with room, dates, guests and number in the detail', async () => {
    const { hotel, owner, events, tool } = await bookingHotel();
    const { callId } = newCall();
    await storeCall(hotel.id, callId);
    await eventually(async () => (await listed(owner, hotel.id, callId)) ?? undefined, 'the stored call');
    expect((await listed(owner, hotel.id, callId))?.booking).toBeNull();

    const made = await book(tool, callId);
    const live = await eventually(async () => events.find((e) => e.callId === callId && e.booking), 'the booked row');
    expect(live.booking).toEqual({ status: 'booked', bookings: 1, amount: 298, currency: 'USD' });
    const [booking] = await bookingsOf(owner, hotel.id, callId);
    expect(booking).toMatchObject({
      confirmationNumber: made.body.reservation.confirmation_number,
      madeOnCall: true,
      status: 'booked',
      roomType: 'King Room',
      arrival: '2033-05-10',
      departure: '2033-05-12',
      adults: 2,
      children: 0,
      amount: 298,
      currency: 'USD',
      // The double is not Cloudbeds' own host: no staff-app link to a place that does not exist.
      pmsUrl: null,
    });
    expect(booking!.changes.map((c) => c.kind)).toEqual(['booked']);
  });

  it('when the agent moves then cancels the booking on a later call, then both calls show it and revenue drops to nothing', async () => {
    const { hotel, owner, events, tool } = await bookingHotel();
    const first = newCall();
    const made = await book(tool, first.callId);
    const number = made.body.reservation.confirmation_number as string;
    await storeCall(hotel.id, first.callId);
    await eventually(async () => (await listed(owner, hotel.id, first.callId)) ?? undefined, 'the first call');

    const second = newCall();
    const proof = { last_name: 'Lovelace', confirmation_number: number };
    const moved = await tool('change_reservation_dates', {
      call_id: second.callId,
      ...proof,
      new_arrival_date: '2033-05-10',
      new_departure_date: '2033-05-13',
    });
    expect(moved.body).toMatchObject({ ok: true });
    const [changed] = await bookingsOf(owner, hotel.id, second.callId);
    expect(changed).toMatchObject({ status: 'changed', madeOnCall: true, departure: '2033-05-13', amount: 447 });
    expect(changed!.changes.at(-1)).toMatchObject({ kind: 'changed', amountBefore: 298, amount: 447 });
    expect(await revenueOf(owner, hotel.id)).toMatchObject({ current: { amount: 447, bookings: 1 } });

    const cancelled = await tool('cancel_reservation', { call_id: second.callId, ...proof });
    expect(cancelled.body).toMatchObject({ ok: true });
    const row = await eventually(
      async () => events.find((e) => e.callId === first.callId && e.booking?.status === 'cancelled'),
      'the first call marked cancelled',
    );
    expect(row.booking).toEqual({ status: 'cancelled', bookings: 0, amount: null, currency: null });
    const [gone] = await bookingsOf(owner, hotel.id, first.callId);
    expect(gone!.changes.map((c) => [c.kind, c.amountBefore, c.amount])).toEqual([
      ['booked', null, 298],
      ['changed', 298, 447],
      ['cancelled', 447, 0],
    ]);
    expect(await revenueOf(owner, hotel.id)).toMatchObject({
      current: { amount: 0, bookings: 0, averageAmount: null },
    });
  });

  it('when recording the booking fails after the PMS booked it, then the reconcile run records it on the call once, live', async () => {
    const { hotel, owner, events, tool } = await bookingHotel();
    const { callId, room } = newCall();
    await storeCall(hotel.id, callId);
    await eventually(async () => (await listed(owner, hotel.id, callId)) ?? undefined, 'the stored call');
    // The bookings table refuses this call's booking, as a database fault or a dying process would.
    const trigger = `refuse_${room}`;
    await app.deps.pool.query(
      `create function public.${trigger}() returns trigger language plpgsql as $$
       begin if new.call_ref = '${room}' then raise exception 'refused by the test'; end if; return new; end $$;
       create trigger ${trigger} before insert on public.bookings for each row execute function public.${trigger}();`,
    );
    const made = await book(tool, callId);
    expect(made.body).toMatchObject({ ok: true });
    await app.deps.pool.query(`drop trigger ${trigger} on public.bookings; drop function public.${trigger}();`);
    expect(await storedBookings(hotel.id)).toHaveLength(0);
    const owed = async () =>
      (
        await app.deps.pool.query(
          'select pending_booking from public.pms_idempotency_keys where hotel_id = $1 and idempotency_key = $2',
          [hotel.id, made.body.idempotency_key],
        )
      ).rows[0]?.pending_booking;
    expect(await owed()).toMatchObject({ kind: 'booked', amount: 298, currency: 'USD', callRef: room });

    // Past the grace a live request gets, two reconcile runs record the booking once.
    await app.deps.pool.query(
      `update public.pms_idempotency_keys set finished_at = finished_at - interval '1 minute' where hotel_id = $1`,
      [hotel.id],
    );
    const reconcile = createQueueOf(queueConnectionOf(app.config, app.prefix), 'reconcile', {});
    try {
      await reconcile.add('run', {});
      const event = await eventually(
        async () => events.find((e) => e.callId === callId && e.booking),
        'the row marked booked',
      );
      expect(event.booking).toEqual({ status: 'booked', bookings: 1, amount: 298, currency: 'USD' });
      await eventually(async () => ((await owed()) === null ? true : undefined), 'the step no longer owed');
      const second = await reconcile.add('run', {});
      await eventually(async () => ((await second.isCompleted()) ? true : undefined), 'the second run');
    } finally {
      await reconcile.close();
    }
    const [booking] = await bookingsOf(owner, hotel.id, callId);
    expect(booking).toMatchObject({ status: 'booked', amount: 298, currency: 'USD', madeOnCall: true });
    expect(booking!.changes).toHaveLength(1);
    expect((await revenueOf(owner, hotel.id)).current).toMatchObject({ amount: 298, bookings: 1 });
  });

  it('when the PMS cancelled a booking, then the daily check marks it cancelled once and tells the row', async () => {
    const { hotel, owner, events, tool } = await bookingHotel();
    const { callId } = newCall();
    const made = await book(tool, callId);
    await storeCall(hotel.id, callId);
    await eventually(async () => (await listed(owner, hotel.id, callId)) ?? undefined, 'the stored call');
    double.inventory.cancel(made.body.reservation.reservation_id as string);

    for (let run = 0; run < 2; run++) {
      await eventually(
        async () => ((await app.deps.queues.pmsCheck.getJob(pmsCheckJobId(hotel.id))) ? undefined : true),
        'no check queued',
      );
      await app.deps.queues.pmsCheck.addBulk([pmsCheckJobOf(hotel.id)]);
      await eventually(
        async () => events.find((e) => e.callId === callId && e.booking?.status === 'cancelled'),
        'the row marked cancelled',
      );
    }
    await eventually(
      async () => ((await app.deps.queues.pmsCheck.getJob(pmsCheckJobId(hotel.id))) ? undefined : true),
      'the second check to finish',
    );
    const [booking] = await bookingsOf(owner, hotel.id, callId);
    expect(booking!.status).toBe('cancelled');
    expect(booking!.changes.map((c) => [c.kind, c.callRef])).toEqual([
      ['booked', expect.any(String)],
      ['cancelled', null],
    ]);
    expect((await revenueOf(owner, hotel.id)).current.bookings).toBe(0);
  });

  it("when the caller's data is erased, then the bookings linked to the calls go too, and the revenue with them", async () => {
    const { hotel, owner, tool } = await bookingHotel();
    const { callId, room } = newCall();
    const made = await book(tool, callId);
    await storeCall(hotel.id, callId);
    await eventually(async () => (await listed(owner, hotel.id, callId)) ?? undefined, 'the stored call');
    expect(await storedBookings(hotel.id)).toHaveLength(1);
    // A step still owed to the call (as if its recording had failed) must not bring the booking back.
    const owe = await app.deps.pool.query(
      `update public.pms_idempotency_keys set pending_booking = jsonb_build_object('callRef', $3::text)
       where hotel_id = $1 and idempotency_key = $2`,
      [hotel.id, made.body.idempotency_key, room],
    );
    expect(owe.rowCount).toBe(1);

    const erased = await owner.post(`/api/hotels/${hotel.id}/erasure`).send({ callId });
    expect(erased.body).toEqual({ erasedCalls: 1 });
    expect(await storedBookings(hotel.id)).toHaveLength(0);
    const changes = await app.deps.pool.query('select 1 from public.booking_changes where hotel_id = $1', [hotel.id]);
    expect(changes.rowCount).toBe(0);
    const owed = await app.deps.pool.query(
      'select 1 from public.pms_idempotency_keys where hotel_id = $1 and pending_booking is not null',
      [hotel.id],
    );
    expect(owed.rowCount).toBe(0);
    expect((await revenueOf(owner, hotel.id)).current).toMatchObject({ amount: 0, bookings: 0 });
  });

  it('when the PMS gives the new reservation no total (Mews), then the amount is the quote the tool received on the call', async () => {
    const { hotel, owner, tool } = await bookingHotel('mews');
    const { callId } = newCall();
    const made = await book(tool, callId, 'EUR');
    expect(made.body).toMatchObject({ ok: true, reservation: { total_price: null } });
    const [booking] = await bookingsOf(owner, hotel.id, callId);
    expect(booking).toMatchObject({ roomType: 'King Room', amount: 298, currency: 'EUR', status: 'booked' });

    // Without a quote on the call there is nothing to take the amount from: none is made up.
    const other = newCall();
    const unquoted = await tool('create_reservation', {
      call_id: other.callId,
      ...stay,
      ...guest,
      arrival_date: '2033-06-01',
      departure_date: '2033-06-03',
      room_type_id: '102',
    });
    expect(unquoted.body).toMatchObject({ ok: true });
    const [unpriced] = await bookingsOf(owner, hotel.id, other.callId);
    expect(unpriced).toMatchObject({ amount: null, currency: 'EUR' });
    expect(await revenueOf(owner, hotel.id)).toMatchObject({
      current: { amount: 298, bookings: 2, averageAmount: 298 },
    });
  });

  it("when someone outside the hotel asks for a call's bookings or its revenue, then the answer is 403 and nothing leaks", async () => {
    const { hotel } = await bookingHotel();
    const stranger = await signedInAgent(app, await createUser(app.deps.auth, app.deps.pool));
    const { callId } = newCall();
    expect((await stranger.get(`/api/hotels/${hotel.id}/call-logs/${callId}/bookings`)).status).toBe(403);
    expect((await stranger.get(`/api/hotels/${hotel.id}/insights/revenue?from=${today()}&to=${today()}`)).status).toBe(
      403,
    );
  });
});
