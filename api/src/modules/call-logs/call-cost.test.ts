import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHotel, createUser, linkUserToHotel, signedInAgent } from '../../../../test/support/factories.ts';
import { createTestApp, type BrowserAgent, type TestApp } from '../../../../test/support/test-app.ts';

/**
 * Decision 092: what a call cost is the owner's and managers', in the call detail and in insights;
 * the front desk's answers carry no cost at all. Insights sum per currency (never across), per local
 * day, against figures worked out by hand below.
 */
let app: TestApp;
let hotelId: string;
const members: Record<'owner' | 'manager' | 'frontDesk', BrowserAgent> = {} as never;

/** A finished call at `startedAt` with the cost its platform reported (or none). */
async function insertCall(
  callId: string,
  startedAt: string,
  cost: { amount: number; currency?: string; unit?: string; parts?: unknown[] } | null,
) {
  await app.deps.pool.query(
    `insert into public.call_logs (hotel_id, call_id, room_name, started_at, ended_at, transcript, transcript_text,
       turn_count, cost_amount, cost_currency, cost_unit, cost_parts)
     values ($1, $2, 'frontdesk', $3, $3::timestamptz + interval '2 minutes', '[]'::jsonb, '', 0, $4, $5, $6, $7)`,
    [
      hotelId,
      callId,
      startedAt,
      cost?.amount ?? null,
      cost?.currency ?? null,
      cost?.unit ?? null,
      cost?.parts ? JSON.stringify(cost.parts) : null,
    ],
  );
}

async function member(role: 'owner' | 'manager' | 'front_desk') {
  const user = await createUser(app.deps.auth, app.deps.pool);
  await linkUserToHotel(app.deps.pool, user.id, hotelId, role);
  return signedInAgent(app, user);
}

const retellParts = [
  { part: 'speech', amount: 0.14 },
  { part: 'llm', amount: 0.012 },
];

beforeAll(async () => {
  app = createTestApp();
  hotelId = (await createHotel(app.deps.pool, { name: 'Cost Hotel' })).id;
  // Berlin: clocks go back on 2026-10-25 (a 25-hour day), which the period below spans.
  await app.deps.pool.query(`update public.hotels set timezone = 'Europe/Berlin' where hotel_id = $1`, [hotelId]);
  members.owner = await member('owner');
  members.manager = await member('manager');
  members.frontDesk = await member('front_desk');
  // Period 2026-10-24 … 2026-10-26 (Berlin days); the previous period is 2026-10-21 … 2026-10-23.
  await insertCall('cost-a_frontdesk_20261024_100000', '2026-10-24T08:00:00Z', {
    amount: 0.152,
    currency: 'USD',
    parts: retellParts,
  });
  // 00:30 on the 25th in Berlin (22:30 UTC on the 24th, summer time): counted on the 25th.
  await insertCall('cost-b_frontdesk_20261025_003000', '2026-10-24T22:30:00Z', { amount: 0.248, currency: 'USD' });
  // 23:30 on the 25th in Berlin after the change (22:30 UTC, winter time): still the 25th.
  await insertCall('cost-c_frontdesk_20261025_233000', '2026-10-25T22:30:00Z', { amount: 0.3, currency: 'EUR' });
  await insertCall('cost-d_frontdesk_20261026_090000', '2026-10-26T08:00:00Z', { amount: 1200, unit: 'credits' });
  await insertCall('cost-e_frontdesk_20261026_100000', '2026-10-26T09:00:00Z', null);
  // Outside the period: 00:30 on the 27th in Berlin.
  await insertCall('cost-f_frontdesk_20261027_003000', '2026-10-26T23:30:00Z', { amount: 9, currency: 'USD' });
  // The previous period.
  await insertCall('cost-g_frontdesk_20261022_120000', '2026-10-22T10:00:00Z', { amount: 0.2, currency: 'USD' });
});
afterAll(() => app.close());

const detail = (agent: BrowserAgent, callId: string) => agent.get(`/api/hotels/${hotelId}/call-logs/${callId}`);
const insights = (agent: BrowserAgent) =>
  agent.get(`/api/hotels/${hotelId}/insights`).query({ from: '2026-10-24', to: '2026-10-26' });

describe('cost per call', () => {
  it.each(['owner', 'manager'] as const)('shows the %s the cost as reported, with its parts', async (who) => {
    const res = await detail(members[who], 'cost-a_frontdesk_20261024_100000');
    expect(res.status).toBe(200);
    expect(res.body.cost).toEqual({ amount: 0.152, currency: 'USD', unit: null, parts: retellParts });
  });

  it('says "not reported" (null), never 0, for a call without a reported cost, and keeps credits as credits', async () => {
    expect((await detail(members.owner, 'cost-e_frontdesk_20261026_100000')).body.cost).toBeNull();
    expect((await detail(members.owner, 'cost-d_frontdesk_20261026_090000')).body.cost).toEqual({
      amount: 1200,
      currency: null,
      unit: 'credits',
      parts: [],
    });
  });

  it('gives the front desk no cost, in the call detail or in insights', async () => {
    const call = await detail(members.frontDesk, 'cost-a_frontdesk_20261024_100000');
    expect(call.status).toBe(200);
    expect(call.body).not.toHaveProperty('cost');
    const figures = await insights(members.frontDesk);
    expect(figures.status).toBe(200);
    expect(figures.body).not.toHaveProperty('costs');
    expect(figures.body.totals.calls).toBe(5);
  });

  it('sums the period per currency on the hotel clock across the DST change, against the previous period', async () => {
    const res = await insights(members.manager);
    expect(res.status).toBe(200);
    expect(res.body.totals.calls).toBe(5);
    // By hand: USD a + b = 0.152 + 0.248 = 0.4 over 2 calls; EUR c alone; credits d alone; e not reported; f after.
    expect(res.body.costs).toEqual({
      current: [
        { denomination: 'EUR', isCurrency: true, amount: 0.3, calls: 1, averagePerCall: 0.3 },
        { denomination: 'USD', isCurrency: true, amount: 0.4, calls: 2, averagePerCall: 0.2 },
        { denomination: 'credits', isCurrency: false, amount: 1200, calls: 1, averagePerCall: 1200 },
      ],
      previous: [{ denomination: 'USD', isCurrency: true, amount: 0.2, calls: 1, averagePerCall: 0.2 }],
    });
  });

  it('takes the cost away with its call (erasure and retention delete the row)', async () => {
    await insertCall('cost-h_frontdesk_20261026_120000', '2026-10-26T11:00:00Z', { amount: 0.6, currency: 'USD' });
    const withH = (await insights(members.owner)).body.costs.current;
    expect(withH.find((c: { denomination: string }) => c.denomination === 'USD')).toMatchObject({
      amount: 1,
      calls: 3,
    });
    await app.deps.pool.query('delete from public.call_logs where hotel_id = $1 and call_id = $2', [
      hotelId,
      'cost-h_frontdesk_20261026_120000',
    ]);
    const withoutH = (await insights(members.owner)).body.costs.current;
    expect(withoutH.find((c: { denomination: string }) => c.denomination === 'USD')).toMatchObject({
      amount: 0.4,
      calls: 2,
    });
  });
});
