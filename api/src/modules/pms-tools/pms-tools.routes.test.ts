import { createHmac, randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startCloudbedsDouble } from '../../../../test/support/doubles/cloudbeds-double.ts';
import { issueAgentCredential } from '../../../../test/support/agent-credential.ts';
import { json } from '../../../../test/support/doubles/http-double.ts';
import { createHotel, createUser, linkUserToHotel, signedInAgent } from '../../../../test/support/factories.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';

const retellKey = 'key_test_retell_api_key';
const vapiSecret = 'vapi-tool-secret-0123456789';
const elevenSecret = 'elevenlabs-tool-secret-0123';

let double: Awaited<ReturnType<typeof startCloudbedsDouble>>;
let app: TestApp;
beforeAll(async () => {
  double = await startCloudbedsDouble({ apiKey: 'cbat_tools', propertyId: '777', propertyName: 'Tool Inn' });
  app = createTestApp({
    env: {
      PMS_CLOUDBEDS_URL: double.url,
      PMS_TOOL_TIMEOUT_MS: '600',
      PMS_TOOL_CALLS_PER_MINUTE: '40',
      RETELL_API_KEY: retellKey,
      VAPI_TOOL_SECRET: vapiSecret,
      ELEVENLABS_TOOL_SECRET: elevenSecret,
    },
  });
});
afterAll(async () => {
  await app.close();
  await double.close();
});
beforeEach(() => double.clearInterceptors());

/** Each hotel's own agent credential, by hotel id. */
const agentTokens = new Map<string, string>();

/** A hotel with its agent credential. */
async function hotelWithCredential() {
  const hotel = await createHotel(app.deps.pool);
  agentTokens.set(hotel.id, await issueAgentCredential(app.deps.pool, hotel.id));
  return hotel;
}

/** A hotel whose owner connected the double through the real save route. */
async function connectedHotel() {
  const owner = await createUser(app.deps.auth, app.deps.pool);
  const hotel = await hotelWithCredential();
  await linkUserToHotel(app.deps.pool, owner.id, hotel.id);
  const agent = await signedInAgent(app, owner);
  const saved = await agent
    .post('/api/set-pms-key')
    .send({ hotel_id: hotel.id, provider: 'cloudbeds', property_id: '777', pms_key: 'cbat_tools' });
  expect(saved.status).toBe(200);
  return { hotel, agent };
}

/** The agent's tool call for a hotel, with that hotel's credential unless another is named. */
const tool = (hotelId: string, name: string, body: object, credentialOf = hotelId) =>
  request(app.app)
    .post(`/api/agent/hotels/${hotelId}/tools/${name}`)
    .set('authorization', `Bearer ${agentTokens.get(credentialOf) ?? 'hvat_none'}`)
    .send(body);

const booking = (callId: string) => ({
  call_id: callId,
  arrival_date: '2032-03-10',
  departure_date: '2032-03-12',
  adults: 2,
  room_type_id: '102',
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@example.com',
  phone: '+1 555 010 4242',
  notes: 'she read out 4111 1111 1111 1111',
  card_number: '4111111111111111',
});

const toolCallsOf = async (hotelId: string, callRef: string) =>
  (
    await app.deps.pool.query(
      'select tool, platform, arguments, result, outcome, latency_ms from public.pms_tool_calls where hotel_id = $1 and call_ref = $2 order by created_at',
      [hotelId, callRef],
    )
  ).rows;

describe('PMS tools for the voice agent (bearer form)', () => {
  it('when the agent checks availability, then it gets room types, rates and what is left, and the call is logged', async () => {
    const { hotel } = await connectedHotel();
    const res = await tool(hotel.id, 'check_availability', {
      call_id: 'room-a_20320301_101500',
      arrival_date: '2032-03-01',
      departure_date: '2032-03-03',
      adults: 2,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: true, available: true });
    expect(res.body.rooms).toContainEqual({
      room_type_id: '102',
      name: 'King Room',
      rooms_left: 4,
      max_guests: 2,
      total_price: 298,
      currency: 'USD',
    });
    expect(res.body.say).toContain('King Room at 298 USD for the stay (4 left)');
    const [logged] = await toolCallsOf(hotel.id, 'room-a');
    expect(logged).toMatchObject({ tool: 'check_availability', platform: 'bearer', outcome: 'ok' });
    expect(logged.latency_ms).toBeGreaterThanOrEqual(0);
  });

  it('when a create is retried, then the PMS holds one reservation and both answers are the same', async () => {
    const { hotel } = await connectedHotel();
    const before = double.inventory.reservations.size;
    const [first, second] = await Promise.all([
      tool(hotel.id, 'create_reservation', booking('room-b')),
      tool(hotel.id, 'create_reservation', booking('room-b')),
    ]);
    const third = await tool(hotel.id, 'create_reservation', booking('room-b'));
    expect(first.status).toBe(200);
    expect(first.body.ok).toBe(true);
    expect(second.body.reservation).toEqual(first.body.reservation);
    expect(third.body.reservation).toEqual(first.body.reservation);
    expect(double.inventory.reservations.size).toBe(before + 1);
    const keys = await app.deps.pool.query('select state from public.pms_idempotency_keys where hotel_id = $1', [
      hotel.id,
    ]);
    expect(keys.rows).toEqual([{ state: 'done' }]);
  });

  it('when the arguments hold card data, then the log keeps everything else and no card number', async () => {
    const { hotel } = await connectedHotel();
    await tool(hotel.id, 'create_reservation', {
      ...booking('room-c'),
      arrival_date: '2032-04-01',
      departure_date: '2032-04-02',
    });
    const [logged] = await toolCallsOf(hotel.id, 'room-c');
    expect(logged.arguments).toMatchObject({ first_name: 'Grace', notes: 'she read out [card number removed]' });
    expect(JSON.stringify(logged)).not.toMatch(/4111/);
  });

  it('when a reservation is found, moved and cancelled, then each answer says so and a booking counts for the call', async () => {
    const { hotel } = await connectedHotel();
    const created = await tool(hotel.id, 'create_reservation', {
      ...booking('room-d_20320101_090000'),
      arrival_date: '2032-05-01',
      departure_date: '2032-05-03',
    });
    const id = created.body.reservation.reservation_id as string;
    const confirmation = created.body.reservation.confirmation_number as string;
    const found = await tool(hotel.id, 'find_reservation', {
      call_id: 'room-d',
      last_name: 'hopper',
      arrival_date: '2032-05-01',
      email: 'Grace@Example.com',
    });
    expect(found.body.reservations.map((r: { reservation_id: string }) => r.reservation_id)).toEqual([id]);
    const moved = await tool(hotel.id, 'change_reservation_dates', {
      call_id: 'room-d',
      last_name: 'Hopper',
      confirmation_number: confirmation,
      new_arrival_date: '2032-05-02',
      new_departure_date: '2032-05-04',
    });
    expect(moved.body).toMatchObject({
      ok: true,
      reservation: { arrival_date: '2032-05-02', departure_date: '2032-05-04' },
    });
    const cancelled = await tool(hotel.id, 'cancel_reservation', {
      call_id: 'room-d',
      last_name: 'Hopper',
      arrival_date: '2032-05-02',
      phone: '(555) 010-4242',
    });
    expect(cancelled.body).toMatchObject({ ok: true, reservation: { status: 'cancelled' } });
    const missing = await tool(hotel.id, 'find_reservation', {
      call_id: 'room-d',
      last_name: 'Hopper',
      confirmation_number: 'NOPE1',
    });
    expect(missing.body).toMatchObject({ ok: false, error: 'not_found' });

    await app.deps.pool.query(
      `insert into public.call_logs (hotel_id, call_id, room_name, started_at) values ($1, 'room-d_20320101_090000', 'room-d', now())`,
      [hotel.id],
    );
    const made = await app.deps.pool.query('select public.reservation_created_on_call($1, $2) as made', [
      hotel.id,
      'room-d_20320101_090000',
    ]);
    expect(made.rows[0].made).toBe(true);
  });

  it('when the PMS is slow, then the agent gets the spoken fallback within 2 s and a check is queued', async () => {
    const { hotel } = await connectedHotel();
    double.intercept(() => new Promise((resolve) => setTimeout(() => resolve(json(200, {})), 5000)));
    const started = Date.now();
    const res = await tool(hotel.id, 'check_availability', {
      call_id: 'room-e',
      arrival_date: '2032-06-01',
      departure_date: '2032-06-02',
    });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ok: false,
      error: 'pms_unavailable',
      say: "I can't check the system right now; I'll take your details for the front desk.",
    });
    expect(await app.deps.queues.pmsCheck.getJob(`pms-check_${hotel.id}`)).toBeTruthy();
    expect((await toolCallsOf(hotel.id, 'room-e'))[0].outcome).toBe('unavailable');
  });

  it('when a create times out, then a retry does not book again', async () => {
    const { hotel } = await connectedHotel();
    const before = double.inventory.reservations.size;
    double.intercept((req) =>
      req.path.endsWith('postReservation')
        ? new Promise((resolve) => setTimeout(() => resolve(json(200, {})), 3000))
        : undefined,
    );
    const args = { ...booking('room-f'), arrival_date: '2032-07-01', departure_date: '2032-07-02' };
    expect((await tool(hotel.id, 'create_reservation', args)).body.error).toBe('pms_unavailable');
    double.clearInterceptors();
    expect((await tool(hotel.id, 'create_reservation', args)).body.error).toBe('pms_unavailable');
    await new Promise((resolve) => setTimeout(resolve, 2600));
    expect(double.inventory.reservations.size).toBeLessThanOrEqual(before + 1);
  });

  it('when the PMS answers 429 with a long Retry-After, then no request reaches it until the wait is over', async () => {
    const { hotel } = await connectedHotel();
    let hits = 0;
    double.intercept(() => {
      hits++;
      return json(429, { success: false, message: 'Too many requests' }, { 'retry-after': '120' });
    });
    const ask = () =>
      tool(hotel.id, 'check_availability', {
        call_id: 'room-g',
        arrival_date: '2032-08-01',
        departure_date: '2032-08-02',
      });
    expect((await ask()).body.error).toBe('pms_unavailable');
    expect((await ask()).body.error).toBe('pms_unavailable');
    expect(hits).toBe(1);
  });

  it('when the hotel has no verified key, then the agent hears the fallback; bad arguments get 400 and change nothing', async () => {
    const hotel = await hotelWithCredential();
    const res = await tool(hotel.id, 'check_availability', {
      call_id: 'room-h',
      arrival_date: '2032-08-01',
      departure_date: '2032-08-02',
    });
    expect(res.body).toMatchObject({ ok: false, error: 'pms_not_connected' });
    const { hotel: connected } = await connectedHotel();
    const before = double.inventory.reservations.size;
    const bad = await tool(connected.id, 'create_reservation', { ...booking('room-h'), departure_date: '2032-03-09' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      ok: false,
      error: 'invalid_arguments',
      say: 'The departure date must be after the arrival date.',
    });
    expect(double.inventory.reservations.size).toBe(before);
    expect((await tool(connected.id, 'check_availability', { arrival_date: '2032-08-01' })).status).toBe(400);
    expect((await tool(connected.id, 'make_coffee', { call_id: 'x' })).status).toBe(400);
    // Text Postgres cannot hold (a lone UTF-16 surrogate) is refused at the door, not logged as a 500.
    const unstorable = await tool(connected.id, 'create_reservation', { ...booking('room-h'), last_name: 'Lo\ud800w' });
    expect([unstorable.status, unstorable.body.error.message]).toEqual([
      400,
      'The tool call cannot be taken in: text must not contain a lone UTF-16 surrogate (\\ud800–\\udfff without its pair).',
    ]);
    expect(double.inventory.reservations.size).toBe(before);
  });

  it('when a hotel calls past its per-minute limit, then it gets 429 with the fallback and other hotels go on', async () => {
    const { hotel } = await connectedHotel();
    const { hotel: other } = await connectedHotel();
    const ask = (id: string) =>
      tool(id, 'check_availability', { call_id: 'room-i', arrival_date: '2032-09-01', departure_date: '2032-09-02' });
    const statuses = [];
    for (let i = 0; i < 41; i++) statuses.push((await ask(hotel.id)).status);
    expect(statuses.slice(0, 40).every((s) => s === 200)).toBe(true);
    const limited = await ask(hotel.id);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ ok: false, error: 'rate_limited' });
    expect((await ask(other.id)).status).toBe(200);
  });

  it('when the credential is missing or wrong, then 401 and no PMS request', async () => {
    const { hotel } = await connectedHotel();
    const hits = double.requests.length;
    const anon = await request(app.app)
      .post(`/api/agent/hotels/${hotel.id}/tools/check_availability`)
      .send({ call_id: 'x' });
    expect(anon.status).toBe(401);
    const wrong = await request(app.app)
      .post(`/api/agent/hotels/${hotel.id}/tools/check_availability`)
      .set('authorization', `Bearer hvat_${'x'.repeat(43)}`)
      .send({ call_id: 'x' });
    expect(wrong.status).toBe(401);
    expect(double.requests.length).toBe(hits);
  });

  it("when a hotel's credential names another hotel, then 403: no PMS request, nothing logged or booked", async () => {
    const { hotel } = await connectedHotel();
    const { hotel: victim } = await connectedHotel();
    const hits = double.requests.length;
    const before = double.inventory.reservations.size;
    for (const [name, body] of [
      ['check_availability', { call_id: 'room-x', arrival_date: '2032-09-01', departure_date: '2032-09-02' }],
      ['find_reservation', { call_id: 'room-x', last_name: 'Hopper', confirmation_number: 'X1' }],
      ['create_reservation', booking('room-x')],
    ] as const) {
      const res = await tool(victim.id, name, body, hotel.id);
      expect({ name, status: res.status }).toEqual({ name, status: 403 });
    }
    expect(await tool(randomUUID(), 'check_availability', { call_id: 'x' }, hotel.id).then((r) => r.status)).toBe(403);
    expect(double.requests.length).toBe(hits);
    expect(double.inventory.reservations.size).toBe(before);
    expect(await toolCallsOf(victim.id, 'room-x')).toEqual([]);
  });
});

describe('a booking is read out or changed only for a caller who proves it is theirs', () => {
  /** A connected hotel with Grace Hopper's booking in the PMS. */
  async function hotelWithBooking(callId: string, arrival: string, departure: string) {
    const { hotel } = await connectedHotel();
    const created = await tool(hotel.id, 'create_reservation', {
      ...booking(callId),
      arrival_date: arrival,
      departure_date: departure,
    });
    expect(created.body.ok).toBe(true);
    return {
      hotel,
      id: created.body.reservation.reservation_id as string,
      confirmation: created.body.reservation.confirmation_number as string,
    };
  }
  const statusOf = (id: string) => double.inventory.reservations.get(id)?.status;

  it('when the caller gives only a last name, then nothing of the booking is said and the agent is told what to ask for', async () => {
    const { hotel, id, confirmation } = await hotelWithBooking('room-p', '2032-12-01', '2032-12-03');
    const hits = double.requests.length;
    for (const [name, args] of [
      ['find_reservation', { last_name: 'Hopper' }],
      ['find_reservation', { last_name: 'Hopper', arrival_date: '2032-12-01' }],
      ['cancel_reservation', { last_name: 'Hopper', reservation_id: id }],
      [
        'change_reservation_dates',
        { last_name: 'Hopper', new_arrival_date: '2032-12-05', new_departure_date: '2032-12-06' },
      ],
    ] as const) {
      const res = await tool(hotel.id, name, { call_id: 'room-p', ...args });
      expect({ name, status: res.status, error: res.body.error }).toEqual({
        name,
        status: 400,
        error: 'verification_needed',
      });
      expect(res.body.say).toMatch(/confirmation number/);
      expect(JSON.stringify(res.body)).not.toMatch(new RegExp(`Grace|King Room|${confirmation}|December`));
    }
    expect(double.requests.length).toBe(hits);
    expect(statusOf(id)).toBe('confirmed');
    const logged = await toolCallsOf(hotel.id, 'room-p');
    expect(logged.filter((row) => row.tool !== 'create_reservation').map((row) => row.outcome)).toEqual([
      'invalid',
      'invalid',
      'invalid',
      'invalid',
    ]);
  });

  it('when a detail does not match the booking, then "not found" with nothing read out, and nothing is cancelled or moved', async () => {
    const { hotel, id, confirmation } = await hotelWithBooking('room-q', '2032-12-10', '2032-12-12');
    for (const proof of [
      // One character off (a confirmation that ends in 0 gets a 1: never the right number by chance).
      {
        last_name: 'Hopper',
        confirmation_number: `${confirmation.slice(0, -1)}${confirmation.endsWith('0') ? '1' : '0'}`,
      },
      { last_name: 'Lovelace', confirmation_number: confirmation },
      { last_name: 'Hopper', arrival_date: '2032-12-10', email: 'someone@example.com' },
      { last_name: 'Hopper', arrival_date: '2032-12-10', phone: '+1 555 999 0000' },
      { last_name: 'Hopper', arrival_date: '2032-12-11', email: 'grace@example.com' },
    ]) {
      const found = await tool(hotel.id, 'find_reservation', { call_id: 'room-q', ...proof });
      expect(found.body).toEqual({
        ok: false,
        error: 'not_found',
        say: "I couldn't find a reservation with those details.",
        reservations: [],
      });
      const cancelled = await tool(hotel.id, 'cancel_reservation', { call_id: 'room-q', ...proof });
      expect(cancelled.body).toMatchObject({ ok: false, error: 'not_found' });
      const moved = await tool(hotel.id, 'change_reservation_dates', {
        call_id: 'room-q',
        ...proof,
        new_arrival_date: '2032-12-20',
        new_departure_date: '2032-12-21',
      });
      expect(moved.body).toMatchObject({ ok: false, error: 'not_found' });
    }
    expect(double.inventory.reservations.get(id)).toMatchObject({
      status: 'confirmed',
      arrival: '2032-12-10',
      departure: '2032-12-12',
    });

    // A refused cancel gives its idempotency key back: the same key with the right details cancels.
    const key = { idempotency_key: 'cancel-room-q' };
    const wrong = await tool(hotel.id, 'cancel_reservation', {
      call_id: 'room-q',
      ...key,
      last_name: 'Hopper',
      confirmation_number: 'NOPE1',
    });
    expect(wrong.body.error).toBe('not_found');
    const right = await tool(hotel.id, 'cancel_reservation', {
      call_id: 'room-q',
      ...key,
      last_name: 'Hopper',
      confirmation_number: confirmation,
    });
    expect(right.body).toMatchObject({ ok: true, reservation: { status: 'cancelled' } });
    expect(statusOf(id)).toBe('canceled');
  });
});

describe('PMS tools in the voice platforms own forms', () => {
  const retellHeader = (body: string, key = retellKey, v = Date.now()) =>
    `v=${v},d=${createHmac('sha256', key)
      .update(body + v)
      .digest('hex')}`;
  const vapiHeaders = (body: string, secret = vapiSecret, t = Math.floor(Date.now() / 1000)) => ({
    'x-timestamp': String(t),
    'x-signature': createHmac('sha256', secret).update(`${t}.${body}`).digest('hex'),
  });
  const range = { arrival_date: '2032-10-01', departure_date: '2032-10-02' };

  it('when Retell calls a custom function with its signature, then the answer is the tool result; wrong or stale is refused', async () => {
    const { hotel } = await connectedHotel();
    const body = JSON.stringify({
      name: 'check_availability',
      call: { call_id: 'Jabr9TXYYJHfvl6Syypi88rdAHYHmcq6', metadata: { hotel_id: hotel.id } },
      args: range,
    });
    const send = (header: string) =>
      request(app.app)
        .post('/api/webhooks/retell/tools')
        .set('content-type', 'application/json')
        .set('x-retell-signature', header)
        .send(body);
    const ok = await send(retellHeader(body));
    expect(ok.status).toBe(200);
    expect(ok.body.ok).toBe(true);
    expect(await toolCallsOf(hotel.id, 'retell-Jabr9TXYYJHfvl6Syypi88rdAHYHmcq6')).toHaveLength(1);
    expect((await send(retellHeader(body, 'not-the-key'))).status).toBe(401);
    const stale = await send(retellHeader(body, retellKey, Date.now() - 10 * 60_000));
    expect(stale.status).toBe(401);
    expect(stale.body.error.details.reason).toBe('stale_signature');
  });

  it('when Vapi sends tool-calls signed with its HMAC credential, then each tool call gets its result; wrong or stale is refused', async () => {
    const { hotel } = await connectedHotel();
    const body = JSON.stringify({
      message: {
        type: 'tool-calls',
        toolCallList: [
          { id: 'call_abc', type: 'function', function: { name: 'check_availability', arguments: range } },
          {
            id: 'call_def',
            type: 'function',
            function: {
              name: 'find_reservation',
              arguments: JSON.stringify({ last_name: 'Nobody', confirmation_number: 'ZZZ' }),
            },
          },
          {
            id: 'call_ghi',
            type: 'function',
            function: { name: 'check_availability', arguments: { arrival_date: 'soon' } },
          },
          {
            id: 'call_jkl',
            type: 'function',
            function: { name: 'find_reservation', arguments: { last_name: 'Hopper' } },
          },
        ],
        call: { id: 'vapi-call-1', assistantOverrides: { variableValues: { hotel_id: hotel.id } } },
      },
    });
    const send = (headers: Record<string, string>) =>
      request(app.app).post('/api/webhooks/vapi/tools').set('content-type', 'application/json').set(headers).send(body);
    const ok = await send(vapiHeaders(body));
    expect(ok.status).toBe(200);
    expect(ok.body.results).toHaveLength(4);
    expect(ok.body.results[0].toolCallId).toBe('call_abc');
    expect(JSON.parse(ok.body.results[0].result).ok).toBe(true);
    expect(JSON.parse(ok.body.results[1].result).error).toBe('not_found');
    expect(ok.body.results[2]).toMatchObject({
      toolCallId: 'call_ghi',
      error: expect.stringContaining('Dates are YYYY-MM-DD.'),
    });
    expect(ok.body.results[2].result).toBeUndefined();
    expect(ok.body.results[3]).toEqual({
      toolCallId: 'call_jkl',
      error: expect.stringContaining('confirmation number'),
    });
    expect((await send(vapiHeaders(body, 'wrong-secret-0123456789'))).status).toBe(401);
    const stale = await send(vapiHeaders(body, vapiSecret, Math.floor(Date.now() / 1000) - 600));
    expect(stale.status).toBe(401);
    expect(stale.body.error.details.reason).toBe('stale_signature');
  });

  it('when ElevenLabs calls a server tool with its secret header, then it gets the result; a wrong secret is refused', async () => {
    const { hotel } = await connectedHotel();
    const send = (secret: string) =>
      request(app.app)
        .post('/api/webhooks/elevenlabs/tools/check_availability')
        .set('content-type', 'application/json')
        .set('authorization', `Bearer ${secret}`)
        .send(JSON.stringify({ hotel_id: hotel.id, conversation_id: 'conv_123', ...range }));
    const ok = await send(elevenSecret);
    expect(ok.status).toBe(200);
    expect(ok.body.ok).toBe(true);
    expect(await toolCallsOf(hotel.id, 'elevenlabs-conv_123'.replace('_', '-'))).toHaveLength(1);
    expect((await send('wrong-secret-wrong-secret')).status).toBe(401);
  });
});

describe('the tool definitions for the voice platforms', () => {
  it('when an admin opens them for a hotel, then Retell, Vapi and ElevenLabs get every tool, pointed at the hotel; others are refused', async () => {
    const { hotel, agent: owner } = await connectedHotel();
    const admin = await signedInAgent(app, await createUser(app.deps.auth, app.deps.pool, { admin: true }), true);
    const res = await admin.get(`/api/admin/hotels/${hotel.id}/agent-tools`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['bearer', 'elevenlabs', 'retell', 'vapi']);
    expect(res.body.vapi.map((t: { function: { name: string } }) => t.function.name)).toContain('cancel_reservation');
    expect(res.body.vapi[0].server.url).toBe(`http://localhost:8000/api/webhooks/vapi/tools?hotel_id=${hotel.id}`);
    expect(JSON.stringify(res.body)).not.toContain(elevenSecret);
    expect((await owner.get(`/api/admin/hotels/${hotel.id}/agent-tools`)).status).toBe(403);
    expect((await admin.get(`/api/admin/hotels/${randomUUID()}/agent-tools`)).status).toBe(404);
  });
});

describe("the owner's view of a call's tool calls", () => {
  it('when the owner opens a call, then its tool calls show; another owner is refused', async () => {
    const { hotel, agent } = await connectedHotel();
    await tool(hotel.id, 'check_availability', {
      call_id: 'room-j_20320101_080000',
      ...{ arrival_date: '2032-11-01', departure_date: '2032-11-02' },
    });
    const res = await agent.get(`/api/hotels/${hotel.id}/call-logs/room-j_20320101_080000/tool-calls`);
    expect(res.status).toBe(200);
    expect(res.body.toolCalls).toHaveLength(1);
    expect(res.body.toolCalls[0]).toMatchObject({ tool: 'check_availability', outcome: 'ok', platform: 'bearer' });
    const { agent: stranger } = await connectedHotel();
    expect((await stranger.get(`/api/hotels/${hotel.id}/call-logs/room-j_20320101_080000/tool-calls`)).status).toBe(
      403,
    );
  });
});
