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
    expect(res.body.hotels).toEqual([{ id: mine.id, name: 'B Mine', assistantName: 'Aria', googlePlaceId: 'place-1' }]);
    expect(JSON.stringify(res.body)).not.toContain(other.id);
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
