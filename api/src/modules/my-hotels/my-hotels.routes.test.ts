import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHotel, createUser, linkUserToHotel, signedInAgent } from '../../../../test/support/factories.ts';
import { browserAgent, createTestApp, type TestApp } from '../../../../test/support/test-app.ts';

let app: TestApp;
beforeAll(() => {
  app = createTestApp();
});
afterAll(() => app.close());

describe('GET /api/me/hotels', () => {
  it('when an owner asks, then only their linked hotels come back with the selector fields', async () => {
    const owner = await createUser(app.deps.auth, app.deps.pool);
    const mine = await createHotel(app.deps.pool, { name: 'B Mine', googlePlaceId: 'place-1' });
    const other = await createHotel(app.deps.pool);
    await linkUserToHotel(app.deps.pool, owner.id, mine.id);
    const res = await (await signedInAgent(app, owner)).get('/api/me/hotels');
    expect(res.status).toBe(200);
    expect(res.body.hotels).toEqual([
      {
        id: mine.id,
        name: 'B Mine',
        assistantName: 'Aria',
        googlePlaceId: 'place-1',
        timeZone: 'UTC',
        callsToday: 0,
        role: 'owner',
        reviewSlug: 'b-mine',
      },
    ]);
    expect(JSON.stringify(res.body)).not.toContain(other.id);
  });

  it("when calls came in, then callsToday counts those since midnight on the hotel's clock", async () => {
    const owner = await createUser(app.deps.auth, app.deps.pool);
    const hotel = await createHotel(app.deps.pool);
    await linkUserToHotel(app.deps.pool, owner.id, hotel.id);
    // Kiritimati (UTC+14) and Niue (UTC-11) disagree about which day 'now' is for much of the day,
    // so the zone must be read from the hotel row: count with the hotel's own midnight.
    await app.deps.pool.query(`update public.hotels set timezone = 'Pacific/Kiritimati' where hotel_id = $1`, [
      hotel.id,
    ]);
    const midnight = (
      await app.deps.pool.query<{ t: Date }>(
        `select date_trunc('day', now() at time zone 'Pacific/Kiritimati') at time zone 'Pacific/Kiritimati' as t`,
      )
    ).rows[0]!.t;
    const insert = (callId: string, startedAt: Date) =>
      app.deps.pool.query(
        `insert into public.call_logs (hotel_id, call_id, room_name, started_at) values ($1, $2, 'lobby', $3)`,
        [hotel.id, callId, startedAt],
      );
    await insert('today-1', new Date(midnight.getTime() + 60_000));
    await insert('today-2', new Date());
    await insert('yesterday', new Date(midnight.getTime() - 60_000));
    const res = await (await signedInAgent(app, owner)).get('/api/me/hotels');
    expect(res.body.hotels[0]).toMatchObject({ timeZone: 'Pacific/Kiritimati', callsToday: 2 });
  });

  it('when an owner has no hotels, then the list is empty', async () => {
    const owner = await createUser(app.deps.auth, app.deps.pool);
    const res = await (await signedInAgent(app, owner)).get('/api/me/hotels');
    expect(res.body).toEqual({ hotels: [] });
  });

  it('when an admin asks, then hotels they are not linked to are included', async () => {
    const admin = await createUser(app.deps.auth, app.deps.pool, { admin: true });
    const hotel = await createHotel(app.deps.pool);
    const res = await (await signedInAgent(app, admin, true)).get('/api/me/hotels');
    expect(res.status).toBe(200);
    expect(res.body.hotels.map((h: { id: string }) => h.id)).toContain(hotel.id);
  });

  it('when nobody is signed in, then it answers 401', async () => {
    const res = await (await browserAgent(app.app)).get('/api/me/hotels');
    expect(res.status).toBe(401);
  });

  it('when the account is pending activation, then it answers 403', async () => {
    const owner = await createUser(app.deps.auth, app.deps.pool);
    const hotel = await createHotel(app.deps.pool);
    await linkUserToHotel(app.deps.pool, owner.id, hotel.id);
    const agent = await signedInAgent(app, owner);
    await app.deps.pool.query('update public.users set activated = false where user_id = $1', [owner.id]);
    const res = await agent.get('/api/me/hotels');
    expect(res.status).toBe(403);
  });
});
