import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HotelsOverview } from '../../contracts/hotels-overview.ts';
import { createHotel, createUser, linkUserToHotel, signedInAgent } from '../../../../test/support/factories.ts';
import { createTestApp, type BrowserAgent, type TestApp } from '../../../../test/support/test-app.ts';
import { byAttention } from './hotels-overview.service.ts';
import { initialInsightsPreset, periodOf } from '../../contracts/insights-period.ts';

let app: TestApp;
let owner: BrowserAgent;
const hotels: Record<'quiet' | 'busy' | 'calm' | 'foreign', string> = { quiet: '', busy: '', calm: '', foreign: '' };

/** A call at the very start of the hotel's today (its own clock): today whatever the hour of the run. */
async function insertCall(hotelId: string, callId: string, resolution: string, reasons: string[]) {
  await app.deps.pool.query(
    `insert into public.call_logs (hotel_id, call_id, room_name, started_at, resolution, resolution_source,
       sentiment, sentiment_source, topics, topics_source, classifier_version, follow_up_reasons)
     select $1, $2, 'lobby', date_trunc('day', now() at time zone h.timezone) at time zone h.timezone,
            $3, 'auto', 'neutral', 'auto', '{other}', 'auto', 1, $4
     from public.hotels h where h.hotel_id = $1`,
    [hotelId, callId, resolution, reasons],
  );
}

beforeAll(async () => {
  app = createTestApp();
  const user = await createUser(app.deps.auth, app.deps.pool);
  for (const key of ['quiet', 'busy', 'calm'] as const) {
    hotels[key] = (await createHotel(app.deps.pool, { name: `Overview ${key}` })).id;
    await linkUserToHotel(app.deps.pool, user.id, hotels[key]);
  }
  hotels.foreign = (await createHotel(app.deps.pool, { name: 'Someone else' })).id;
  owner = await signedInAgent(app, user);
  // Busy: two calls in the last minutes, one missed, one with a complaint to follow up.
  await insertCall(hotels.busy, 'busy1_lobby_20250301_100000', 'missed_or_failed', ['missed_or_failed']);
  await insertCall(hotels.busy, 'busy2_lobby_20250301_100100', 'complaint', ['complaint']);
  // Calm: one call answered, nothing to do.
  await insertCall(hotels.calm, 'calm1_lobby_20250301_100000', 'question_answered', []);
  // A follow-up somebody already handled does not count.
  await insertCall(hotels.calm, 'calm2_lobby_20250301_100100', 'complaint', ['complaint']);
  await app.deps.pool.query(
    `insert into public.call_follow_ups_handled (hotel_id, call_id, handled_by) values ($1, 'calm2_lobby_20250301_100100', null)`,
    [hotels.calm],
  );
  await insertCall(hotels.foreign, 'far1_lobby_20250301_100000', 'complaint', ['complaint']);
});
afterAll(() => app.close());

describe('all hotels overview', () => {
  it("when an owner of three hotels asks, then each of theirs comes with today's figures, the one needing attention first", async () => {
    const res = await owner.get('/api/me/hotels/overview');
    expect(res.status).toBe(200);
    const body = res.body as HotelsOverview;
    expect(body.hotels.map((h) => h.name)).toEqual(['Overview busy', 'Overview quiet', 'Overview calm']);
    expect(body.hotels[0]).toMatchObject({ callsToday: 2, missedToday: 1, openFollowUps: 2 });
    expect(body.hotels[0]!.lastCallAt).not.toBeNull();
    expect(body.hotels[1]).toMatchObject({ callsToday: 0, missedToday: 0, openFollowUps: 0, lastCallAt: null });
    expect(body.hotels[2]).toMatchObject({ callsToday: 2, missedToday: 0, openFollowUps: 0 });
    expect(body.hotels.some((h) => h.hotelId === hotels.foreign)).toBe(false);
    // The insights list of the home tile's period counts the same open follow-ups.
    const { from, to } = periodOf(initialInsightsPreset, body.hotels[0]!.timeZone);
    const list = await owner.get(`/api/hotels/${hotels.busy}/follow-ups?from=${from}&to=${to}`);
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.total).toBe(2);
  });

  it('when hotels tie on what needs doing, then the one without a call for longest comes first, then by name', () => {
    const hotel = (name: string, lastCallAt: string | null, openFollowUps = 0) => ({
      hotelId: name,
      name,
      timeZone: 'UTC',
      callsToday: 0,
      missedToday: 0,
      openFollowUps,
      lastCallAt,
    });
    const sorted = [
      hotel('b', '2026-11-28T10:00:00Z'),
      hotel('a', '2026-11-28T10:00:00Z'),
      hotel('c', '2026-11-27T10:00:00Z'),
      hotel('d', null),
      hotel('e', '2026-11-28T11:00:00Z', 1),
    ].sort(byAttention);
    expect(sorted.map((h) => h.name)).toEqual(['e', 'd', 'c', 'a', 'b']);
  });
});
