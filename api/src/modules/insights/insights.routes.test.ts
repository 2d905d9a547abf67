import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FollowUpPage } from '../../contracts/follow-ups.ts';
import type { Insights } from '../../contracts/insights.ts';
import { createHotel, createUser, linkUserToHotel, signedInAgent } from '../../../../test/support/factories.ts';
import { createTestApp, type BrowserAgent, type TestApp } from '../../../../test/support/test-app.ts';

let app: TestApp;
let owner: BrowserAgent;
let other: BrowserAgent;
let hotelId: string;
let otherHotelId: string;

interface Row {
  callId: string;
  startedAt: string;
  seconds?: number | null;
  resolution?: string;
  sentiment?: string;
  topics?: string[];
  reasons?: string[];
}

/** Inserts analysed calls directly: the rollup triggers count them as the worker's upsert would. */
async function insert(hotel: string, rows: Row[]) {
  for (const r of rows) {
    await app.deps.pool.query(
      `insert into public.call_logs (hotel_id, call_id, room_name, started_at, duration_seconds, resolution,
         resolution_source, sentiment, sentiment_source, topics, topics_source, classifier_version, follow_up_reasons)
       values ($1, $2, 'lobby', $3, $4, $5, 'auto', $6, 'auto', $7, 'auto', 1, $8)`,
      [
        hotel,
        r.callId,
        r.startedAt,
        r.seconds ?? 60,
        r.resolution ?? 'question_answered',
        r.sentiment ?? 'neutral',
        r.topics ?? ['other'],
        r.reasons ?? [],
      ],
    );
  }
}

const insights = async (agent: BrowserAgent, hotel: string, from: string, to: string) => {
  const res = await agent.get(`/api/hotels/${hotel}/insights?from=${from}&to=${to}`);
  expect(res.status).toBe(200);
  return res.body as Insights;
};

beforeAll(async () => {
  app = createTestApp();
  hotelId = (await createHotel(app.deps.pool, { name: 'Insights Hotel' })).id;
  otherHotelId = (await createHotel(app.deps.pool, { name: 'Other Hotel' })).id;
  await app.deps.pool.query(
    `update public.hotels set timezone = 'Europe/Berlin', front_desk_opens = 8, front_desk_closes = 20 where hotel_id = $1`,
    [hotelId],
  );
  const user = await createUser(app.deps.auth, app.deps.pool);
  await linkUserToHotel(app.deps.pool, user.id, hotelId);
  owner = await signedInAgent(app, user);
  const stranger = await createUser(app.deps.auth, app.deps.pool);
  await linkUserToHotel(app.deps.pool, stranger.id, otherHotelId);
  other = await signedInAgent(app, stranger);

  await insert(hotelId, [
    // 2025-03-10 (Monday) Berlin is UTC+1: 09:30 local and 22:30 local (after hours).
    {
      callId: 'a_lobby_20250310_083000',
      startedAt: '2025-03-10T08:30:00Z',
      resolution: 'booking_made',
      sentiment: 'positive',
      topics: ['availability'],
      seconds: 120,
    },
    {
      callId: 'b_lobby_20250310_213000',
      startedAt: '2025-03-10T21:30:00Z',
      resolution: 'complaint',
      sentiment: 'negative',
      topics: ['complaint'],
      reasons: ['complaint', 'negative_sentiment'],
      seconds: 60,
    },
    // 23:30 UTC on the 10th is already the 11th in Berlin.
    {
      callId: 'c_lobby_20250310_233000',
      startedAt: '2025-03-10T23:30:00Z',
      resolution: 'transferred',
      reasons: ['transferred'],
      seconds: null,
    },
    // The previous period (2025-03-09).
    { callId: 'd_lobby_20250309_120000', startedAt: '2025-03-09T12:00:00Z' },
  ]);
  await insert(otherHotelId, [
    { callId: 'x_lobby_20250310_100000', startedAt: '2025-03-10T10:00:00Z', reasons: ['complaint'] },
  ]);
  await app.deps.pool.query(
    `insert into public.reviews (hotel_id, rating, created_at) values ($1, 5, '2025-03-10T12:00:00Z'), ($1, 3, '2025-03-10T13:00:00Z')`,
    [hotelId],
  );
});
afterAll(() => app.close());

describe('insights API', () => {
  it('given calls around midnight, then days are cut on the hotel clock, with after hours, follow-ups, rating and the previous period', async () => {
    const day = await insights(owner, hotelId, '2025-03-10', '2025-03-10');
    expect(day.granularity).toBe('hour');
    expect(day.totals).toEqual({
      calls: 2,
      seconds: 180,
      averageSeconds: 90,
      afterHoursCalls: 1,
      followUps: 1,
      averageRating: 4,
      reviews: 2,
    });
    expect(day.previous.calls).toBe(1);
    expect(day.outcomes).toMatchObject({ booking_made: 1, complaint: 1, transferred: 0 });
    expect(day.topics).toMatchObject({ availability: 1, complaint: 1 });
    expect(day.sentiments).toMatchObject({ positive: 1, negative: 1 });
    expect(day.heatmap).toEqual(
      expect.arrayContaining([
        { weekday: 1, hour: 9, calls: 1 },
        { weekday: 1, hour: 22, calls: 1 },
      ]),
    );
    const next = await insights(owner, hotelId, '2025-03-11', '2025-03-11');
    expect(next.totals.calls).toBe(1);
    const week = await insights(owner, hotelId, '2025-03-09', '2025-03-11');
    expect(week.series.map((p) => [p.label, p.calls])).toEqual([
      ['2025-03-09', 1],
      ['2025-03-10', 2],
      ['2025-03-11', 1],
    ]);
  });

  it('given daylight-saving days, then the hourly series has 23 and 25 hours', async () => {
    expect((await insights(owner, hotelId, '2025-03-30', '2025-03-30')).series).toHaveLength(23);
    expect((await insights(owner, hotelId, '2025-10-26', '2025-10-26')).series).toHaveLength(25);
  });

  it("given a period across a daylight-saving change, then each day of the daily series starts at the hotel's midnight", async () => {
    const { series } = await insights(owner, hotelId, '2025-03-29', '2025-03-31');
    expect(series.map((p) => [p.label, p.start, p.end])).toEqual([
      ['2025-03-29', '2025-03-28T23:00:00.000Z', '2025-03-29T23:00:00.000Z'],
      ['2025-03-30', '2025-03-29T23:00:00.000Z', '2025-03-30T22:00:00.000Z'],
      ['2025-03-31', '2025-03-30T22:00:00.000Z', '2025-03-31T22:00:00.000Z'],
    ]);
  });

  it("given another hotel's owner, then the hotel's figures, follow-ups and mark-as-handled are refused", async () => {
    expect((await other.get(`/api/hotels/${hotelId}/insights?from=2025-03-10&to=2025-03-10`)).status).toBe(403);
    expect((await other.get(`/api/hotels/${hotelId}/follow-ups?from=2025-03-10&to=2025-03-10`)).status).toBe(403);
    expect((await other.post(`/api/hotels/${hotelId}/follow-ups/b_lobby_20250310_213000/handled`)).status).toBe(403);
    // Its own figures hold only its own call.
    expect((await insights(other, otherHotelId, '2025-03-10', '2025-03-10')).totals.calls).toBe(1);
  });

  it('given bad periods, then a clear 400 and nothing runs', async () => {
    for (const query of [
      'from=2025-03-10',
      'from=2025-02-30&to=2025-03-01',
      'from=2025-03-10&to=2025-03-01',
      'from=2020-01-01&to=2025-01-01',
    ]) {
      const res = await owner.get(`/api/hotels/${hotelId}/insights?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error.message).toBeTruthy();
    }
  });

  it("when follow-ups are listed for a period, then the list pages newest first and its total is the insights figure, on the hotel's clock", async () => {
    const followUps = async (query: string) =>
      (await owner.get(`/api/hotels/${hotelId}/follow-ups?${query}`).expect(200)).body as FollowUpPage;
    const first = await followUps('from=2025-03-10&to=2025-03-11&limit=1');
    expect(first.items.map((i) => i.callId)).toEqual(['c_lobby_20250310_233000']);
    expect(first.total).toBe(2);
    const second = await followUps(`from=2025-03-10&to=2025-03-11&limit=1&cursor=${first.nextCursor}`);
    expect(second.items.map((i) => i.callId)).toEqual(['b_lobby_20250310_213000']);
    expect(second.nextCursor).toBeNull();
    expect((await insights(owner, hotelId, '2025-03-10', '2025-03-11')).totals.followUps).toBe(2);
    // 23:30 UTC on the 10th is the 11th in Berlin: the 10th alone has one.
    const tenth = await followUps('from=2025-03-10&to=2025-03-10');
    expect(tenth.items.map((i) => i.callId)).toEqual(['b_lobby_20250310_213000']);
    expect(tenth.total).toBe((await insights(owner, hotelId, '2025-03-10', '2025-03-10')).totals.followUps);
    expect((await followUps('from=2025-03-01&to=2025-03-09')).total).toBe(0);
  });

  it('given a bad follow-up query, then a clear 400', async () => {
    for (const query of [
      '',
      'from=2025-03-10',
      'from=2025-03-11&to=2025-03-10',
      'from=2025-03-10&to=2025-03-10&cursor=not-a-cursor',
      'from=2025-03-10&to=2025-03-10&limit=0',
      'from=2025-03-10&to=2025-03-10&sort=oldest',
    ]) {
      const res = await owner.get(`/api/hotels/${hotelId}/follow-ups?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error.message).toBeTruthy();
    }
  });

  it('when a follow-up is marked handled, then it leaves the list and the headline, once, with who and when kept', async () => {
    const period = 'from=2025-03-10&to=2025-03-11';
    const before = (await owner.get(`/api/hotels/${hotelId}/follow-ups?${period}`)).body as FollowUpPage;
    expect(before.items.map((i) => i.callId)).toEqual(['c_lobby_20250310_233000', 'b_lobby_20250310_213000']);
    expect(before.items[1]!.reasons).toEqual(['complaint', 'negative_sentiment']);
    const first = await owner.post(`/api/hotels/${hotelId}/follow-ups/b_lobby_20250310_213000/handled`);
    expect(first.status).toBe(200);
    const again = await owner.post(`/api/hotels/${hotelId}/follow-ups/b_lobby_20250310_213000/handled`);
    expect(again.body.done.at).toBe(first.body.done.at);
    const after = (await owner.get(`/api/hotels/${hotelId}/follow-ups?${period}`)).body as FollowUpPage;
    expect(after.items.map((i) => i.callId)).toEqual(['c_lobby_20250310_233000']);
    expect(after.total).toBe(1);
    expect((await insights(owner, hotelId, '2025-03-10', '2025-03-10')).totals.followUps).toBe(0);
    // A call needing no follow-up, or of another hotel, is not found here.
    expect((await owner.post(`/api/hotels/${hotelId}/follow-ups/a_lobby_20250310_083000/handled`)).status).toBe(404);
    expect((await owner.post(`/api/hotels/${hotelId}/follow-ups/x_lobby_20250310_100000/handled`)).status).toBe(404);
  });

  it('given a chart click-through, then the call log holds exactly those calls', async () => {
    const list = async (query: string) =>
      (
        (await owner.get(`/api/hotels/${hotelId}/call-logs?${query}`)).body as { items: { callId: string }[] }
      ).items.map((i) => i.callId);
    expect(await list('from=2025-03-10&to=2025-03-10&resolution=complaint')).toEqual(['b_lobby_20250310_213000']);
    expect(await list('from=2025-03-10&to=2025-03-10&topic=availability')).toEqual(['a_lobby_20250310_083000']);
    expect(await list('from=2025-03-09&to=2025-03-11&weekday=1&hour=22')).toEqual(['b_lobby_20250310_213000']);
    expect(await list('followUp=open')).toEqual(['c_lobby_20250310_233000']);
  });

  it('when settings are saved, then after hours follow them; bad settings get a 400', async () => {
    const bad = await owner
      .put(`/api/hotels/${hotelId}/insights/settings`)
      .send({ timeZone: 'Mars/Base', frontDeskOpens: 8, frontDeskCloses: 20 });
    expect(bad.status).toBe(400);
    const ok = await owner
      .put(`/api/hotels/${hotelId}/insights/settings`)
      .send({ timeZone: 'Europe/Berlin', frontDeskOpens: 0, frontDeskCloses: 24 });
    expect(ok.status).toBe(200);
    expect((await insights(owner, hotelId, '2025-03-10', '2025-03-10')).totals.afterHoursCalls).toBe(0);
  });

  it('when exported, then the CSV has the daily series and the counts', async () => {
    const res = await owner.get(`/api/hotels/${hotelId}/insights/export.csv?from=2025-03-09&to=2025-03-11`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('2025-03-10,2,');
    expect(res.text).toContain('outcome,booking_made,1');
  });
});
