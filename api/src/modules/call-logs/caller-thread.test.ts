import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHotel, createUser, linkUserToHotel, signedInAgent } from '../../../../test/support/factories.ts';
import { createTestApp, type BrowserAgent, type TestApp } from '../../../../test/support/test-app.ts';
import { callerFilterRefusals } from './caller-thread.service.ts';

let app: TestApp;
let hotelId: string;
let otherHotelId: string;
let owner: BrowserAgent;
let frontDesk: BrowserAgent;
let outsider: BrowserAgent;

/** One finished call at `hotel`, `daysAgo` days back, from `number` as the platform sent it. */
async function insertCall(hotel: string, callId: string, number: string | null, daysAgo: number) {
  await app.deps.pool.query(
    `insert into public.call_logs (hotel_id, call_id, room_name, started_at, ended_at, transcript, transcript_text,
       turn_count, caller_number)
     values ($1, $2, 'frontdesk', now() - make_interval(days => $4), now() - make_interval(days => $4) + interval '2 minutes',
       '[]'::jsonb, '', 0, $3)`,
    [hotel, callId, number, daysAgo],
  );
}

// One guest, spelled three ways by three platforms, calling four times; another guest once.
const returning = [
  'th-1_frontdesk_20261101_090000',
  'th-2_frontdesk_20261108_090000',
  'th-3_frontdesk_20261115_090000',
  'th-4_frontdesk_20261122_090000',
];
const stranger = 'th-other_frontdesk_20261120_090000';
const silent = 'th-nonumber_frontdesk_20261121_090000';

const threadOf = (agent: BrowserAgent, callId: string, hotel = hotelId) =>
  agent.get(`/api/hotels/${hotel}/call-logs/${callId}/caller-thread`);
const listedIds = (body: { items: { callId: string }[] }) => body.items.map((item) => item.callId);

beforeAll(async () => {
  app = createTestApp();
  hotelId = (await createHotel(app.deps.pool, { name: 'Thread Hotel' })).id;
  otherHotelId = (await createHotel(app.deps.pool, { name: 'Other Hotel' })).id;
  const member = async (hotel: string, role: 'owner' | 'front_desk') => {
    const user = await createUser(app.deps.auth, app.deps.pool);
    await linkUserToHotel(app.deps.pool, user.id, hotel, role);
    return signedInAgent(app, user);
  };
  owner = await member(hotelId, 'owner');
  frontDesk = await member(hotelId, 'front_desk');
  outsider = await member(otherHotelId, 'owner');
  await insertCall(hotelId, returning[0]!, '+44 20 7946 0958', 27);
  await insertCall(hotelId, returning[1]!, '+442079460958', 20);
  await insertCall(hotelId, returning[2]!, '0044 (0)20 7946 0958', 13);
  await insertCall(hotelId, returning[3]!, '+44 20 7946 0958', 6);
  await insertCall(hotelId, stranger, '+44 20 7946 0123', 8);
  await insertCall(hotelId, silent, null, 7);
  // The same guest calling another hotel: never part of this hotel's thread.
  await insertCall(otherHotelId, 'th-elsewhere_frontdesk_20261123_090000', '+44 20 7946 0958', 5);
});
afterAll(() => app.close());

describe('caller thread', () => {
  it('when a returning caller’s latest call is opened, then the earlier calls of that number are counted, however it was spelled', async () => {
    const res = await threadOf(owner, returning[3]!);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ callId: returning[3], callerLast4: '0958', earlierCalls: 3, totalCalls: 4 });
    expect(JSON.stringify(res.body)).not.toContain('7946');
  });

  it('when the first call of a thread is opened, then no earlier call is counted', async () => {
    const res = await threadOf(owner, returning[0]!);
    expect(res.body).toMatchObject({ earlierCalls: 0, totalCalls: 4 });
  });

  it('when a call came without a number, then it is a thread of one', async () => {
    const res = await threadOf(frontDesk, silent);
    expect(res.body).toEqual({ callId: silent, callerLast4: null, earlierCalls: 0, totalCalls: 1 });
  });

  it('when another hotel’s member asks, or the call is not the hotel’s, then nothing is told', async () => {
    expect((await threadOf(outsider, returning[3]!)).status).toBe(403);
    expect((await threadOf(owner, 'th-elsewhere_frontdesk_20261123_090000')).status).toBe(404);
    expect((await threadOf(owner, 'bad id!')).status).toBe(400);
  });
});

describe('call list filtered by caller', () => {
  it.each([
    ['owner', () => owner],
    ['front desk', () => frontDesk],
  ])(
    'when the %s filters by a call’s caller, then exactly that number’s calls at this hotel are listed, masked',
    async (_who, agent) => {
      const res = await agent().get(`/api/hotels/${hotelId}/call-logs`).query({ caller: returning[1] });
      expect(res.status).toBe(200);
      expect(listedIds(res.body)).toEqual([...returning].reverse());
      expect(res.body.items.map((item: { callerNumber: string }) => item.callerNumber)).toEqual(
        Array(4).fill('•••• 0958'),
      );
    },
  );

  it('when the caller filter is combined with another filter, then both apply', async () => {
    const res = await owner.get(`/api/hotels/${hotelId}/call-logs`).query({ caller: returning[1], to: dayAgo(16) });
    expect(listedIds(res.body)).toEqual([returning[1], returning[0]]);
  });

  it('when the list is paged, then the pages hold the whole thread once', async () => {
    const first = await owner.get(`/api/hotels/${hotelId}/call-logs`).query({ caller: returning[0], limit: 3 });
    const second = await owner
      .get(`/api/hotels/${hotelId}/call-logs`)
      .query({ caller: returning[0], limit: 3, cursor: first.body.nextCursor });
    expect([...listedIds(first.body), ...listedIds(second.body)]).toEqual([...returning].reverse());
  });

  it.each([
    ['a malformed call id', 'not a call!', 'Use a call id'],
    ['another hotel’s call', 'th-elsewhere_frontdesk_20261123_090000', callerFilterRefusals.unknownCall],
    ['a call id the hotel never had', 'th-none_frontdesk_20261123_090000', callerFilterRefusals.unknownCall],
    ['a call without a number', silent, callerFilterRefusals.noNumber],
  ])('when the caller filter names %s, then the list answers 400 and says why', async (_what, caller, message) => {
    const res = await owner.get(`/api/hotels/${hotelId}/call-logs`).query({ caller });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.error)).toContain(message);
  });

  it('when the CSV is filtered by caller, then it holds that caller’s calls only, masked', async () => {
    const res = await owner.get(`/api/hotels/${hotelId}/call-logs/export.csv`).query({ caller: returning[2] });
    expect(res.status).toBe(200);
    const lines = res.text.trim().split('\n').slice(1);
    expect(lines).toHaveLength(4);
    for (const id of returning) expect(res.text).toContain(id);
    expect(res.text).not.toContain(stranger);
    expect(res.text).not.toContain('7946');
  });

  it('when the CSV names a bad caller, then it is a 400, not a file', async () => {
    const res = await owner.get(`/api/hotels/${hotelId}/call-logs/export.csv`).query({ caller: silent });
    expect(res.status).toBe(400);
    expect(res.headers['content-disposition']).toBeUndefined();
  });

  it('when a hotel has many calls, then the thread is read through its index', async () => {
    const client = await app.deps.pool.connect();
    try {
      await client.query('begin');
      await client.query('set local enable_seqscan = off');
      const plan = await client.query(
        `explain select call_id from public.call_logs
         where hotel_id = $1 and caller_number is not null and public.caller_e164(caller_number) = '+442079460958'
         order by started_at desc, call_id desc limit 50`,
        [hotelId],
      );
      await client.query('rollback');
      expect(plan.rows.map((r: { 'QUERY PLAN': string }) => r['QUERY PLAN']).join('\n')).toContain(
        'call_logs_hotel_caller_thread_idx',
      );
    } finally {
      client.release();
    }
  });
});

describe('caller_e164', () => {
  it('when SQL and the api normalise the same numbers, then they agree', async () => {
    const { e164Of } = await import('../../platform/phone-number.ts');
    const numbers = [
      '+44 20 7946 0958',
      '+44 (0)20 7946 0958',
      '0044 20 7946-0958',
      '020 7946 0958',
      '[card number removed]',
      '',
    ];
    const { rows } = await app.deps.pool.query<{ n: string; e: string | null }>(
      'select n, public.caller_e164(n) as e from unnest($1::text[]) n',
      [numbers],
    );
    expect(rows.map((r) => r.e)).toEqual(numbers.map((n) => e164Of(n)));
  });
});

function dayAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}
