import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db/pool.ts';
import { createUser, linkUserToHotel, signedInAgent } from '../../../../test/support/factories.ts';
import { searchHotelRecords } from '../hotels/index.ts';
import { createTestApp, type BrowserAgent, type TestApp } from '../../../../test/support/test-app.ts';

let app: TestApp;
let admin: BrowserAgent;
beforeAll(async () => {
  app = createTestApp();
  admin = await signedInAgent(app, await createUser(app.deps.auth, app.deps.pool, { admin: true }), true);
});
afterAll(() => app.close());

const png = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000100e221bc330000000049454e44ae426082',
  'hex',
);

describe('admin hotels', () => {
  it('when an admin creates a hotel with every field, then the profile shows them all', async () => {
    const name = `Quayside ${randomUUID().slice(0, 6)}`;
    const fields = {
      name,
      address: '1 Quay Road',
      role: 'Boutique Hotel',
      location: 'Bristol, United Kingdom',
      website: 'https://quayside.example.com',
      facilityOwner: 'Jane Roe',
      phoneNumber: '+44 117 000 0000',
      googlePlaceId: 'ChIJtest',
      assistantName: 'Mia',
      timeZone: 'Europe/London',
    };
    const res = await admin.post('/api/admin/hotels').send(fields);
    expect(res.status).toBe(201);
    expect(res.body.hotel).toMatchObject({ ...fields, owners: [], profilePicture: '' });
    const got = await admin.get(`/api/admin/hotels/${res.body.hotel.hotelId}`);
    expect(got.body.hotel).toMatchObject(fields);

    const patched = await admin.patch(`/api/admin/hotels/${res.body.hotel.hotelId}`).send({ location: 'Bath' });
    expect(patched.body.hotel).toMatchObject({ ...fields, location: 'Bath' });
  });

  it('when fields are invalid or the hotel unknown, then it answers 4xx', async () => {
    expect((await admin.post('/api/admin/hotels').send({ name: '' })).status).toBe(400);
    expect((await admin.post('/api/admin/hotels').send({ name: 'X', website: 'javascript:alert(1)' })).status).toBe(
      400,
    );
    expect((await admin.get('/api/admin/hotels/not-a-uuid')).status).toBe(400);
    expect((await admin.get(`/api/admin/hotels/${randomUUID()}`)).status).toBe(404);
    expect((await admin.patch(`/api/admin/hotels/${randomUUID()}`).send({ name: 'Y' })).status).toBe(404);
  });

  it('when searching, then matches are case-insensitive substrings with prefix matches first', async () => {
    const tag = randomUUID().slice(0, 8);
    for (const name of [`Zed ${tag} Inn`, `${tag} Palace`, `Other ${tag.toUpperCase()} Lodge`]) {
      await admin.post('/api/admin/hotels').send({ name });
    }
    const res = await admin.get(`/api/admin/hotels?q=${tag.toUpperCase()}`);
    expect(res.status).toBe(200);
    expect(res.body.hotels.map((h: { name: string }) => h.name)).toEqual([
      `${tag} Palace`,
      `Other ${tag.toUpperCase()} Lodge`,
      `Zed ${tag} Inn`,
    ]);
    const none = await admin.get(`/api/admin/hotels?q=${encodeURIComponent('%_\\')}${tag}`);
    expect(none.body.hotels).toEqual([]);
  });

  it('when paging the grid, then the cursor continues in name order without repeats', async () => {
    const first = await admin.get('/api/admin/hotels?limit=2');
    expect(first.body.hotels).toHaveLength(2);
    expect(first.body.nextCursor).toBe(first.body.hotels[1].hotelId);
    const second = await admin.get(`/api/admin/hotels?limit=2&cursor=${first.body.nextCursor}`);
    const ids = [...first.body.hotels, ...second.body.hotels].map((h: { hotelId: string }) => h.hotelId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('when a picture is uploaded, then it is stored publicly and set on the hotel; non-images are refused', async () => {
    const hotel = (await admin.post('/api/admin/hotels').send({ name: `Pic ${randomUUID().slice(0, 6)}` })).body.hotel;
    const bad = await admin
      .post(`/api/admin/hotels/${hotel.hotelId}/picture`)
      .attach('file', Buffer.from('not an image at all'), 'x.png');
    expect(bad.status).toBe(400);
    const res = await admin.post(`/api/admin/hotels/${hotel.hotelId}/picture`).attach('file', png, 'pic.png');
    expect(res.status).toBe(200);
    expect(res.body.hotel.profilePicture).toMatch(
      new RegExp(`/hotel-pictures/hotels/${hotel.hotelId}/picture-.+\\.png$`),
    );
    const stored = await app.deps.storage.list('hotel-pictures', `hotels/${hotel.hotelId}`);
    expect(stored).toHaveLength(1);
  });

  it('when an owner is linked and unlinked by e-mail, then the profile lists them accordingly', async () => {
    const hotel = (await admin.post('/api/admin/hotels').send({ name: `Own ${randomUUID().slice(0, 6)}` })).body.hotel;
    const owner = await createUser(app.deps.auth, app.deps.pool, { firstName: 'Lina' });
    const linked = await admin
      .post(`/api/admin/hotels/${hotel.hotelId}/owners`)
      .send({ email: owner.email.toUpperCase() });
    expect(linked.status).toBe(200);
    expect(linked.body.hotel.owners).toEqual([
      { userId: owner.id, firstName: 'Lina', lastName: 'Tester', email: owner.email },
    ]);
    const unknown = await admin.post(`/api/admin/hotels/${hotel.hotelId}/owners`).send({ email: 'nobody@example.com' });
    expect(unknown.status).toBe(404);
    const unlinked = await admin.delete(`/api/admin/hotels/${hotel.hotelId}/owners/${owner.id}`);
    expect(unlinked.body.hotel.owners).toEqual([]);
    expect((await admin.delete(`/api/admin/hotels/${hotel.hotelId}/owners/${owner.id}`)).status).toBe(404);
  });

  it('when the hotel has an owner, then its profile lists only them as owner and the rest of the team by role, and a second owner is refused', async () => {
    const hotel = (await admin.post('/api/admin/hotels').send({ name: `Team ${randomUUID().slice(0, 6)}` })).body.hotel;
    const owner = await createUser(app.deps.auth, app.deps.pool, { firstName: 'Olga' });
    const manager = await createUser(app.deps.auth, app.deps.pool, { firstName: 'Mia' });
    const desk = await createUser(app.deps.auth, app.deps.pool, { firstName: 'Finn' });
    await linkUserToHotel(app.deps.pool, owner.id, hotel.hotelId, 'owner');
    await linkUserToHotel(app.deps.pool, desk.id, hotel.hotelId, 'front_desk');
    await linkUserToHotel(app.deps.pool, manager.id, hotel.hotelId, 'manager');

    const profile = (await admin.get(`/api/admin/hotels/${hotel.hotelId}`)).body.hotel;
    expect(profile.owners).toEqual([{ userId: owner.id, firstName: 'Olga', lastName: 'Tester', email: owner.email }]);
    expect(profile.team).toEqual([
      { userId: manager.id, firstName: 'Mia', lastName: 'Tester', email: manager.email, role: 'manager' },
      { userId: desk.id, firstName: 'Finn', lastName: 'Tester', email: desk.email, role: 'front_desk' },
    ]);
    const found = (await admin.get(`/api/admin/hotels?q=${encodeURIComponent(hotel.name)}`)).body.hotels;
    expect(found[0]).toMatchObject({ hotelId: hotel.hotelId, ownerName: 'Olga Tester' });

    const second = await admin.post(`/api/admin/hotels/${hotel.hotelId}/owners`).send({ email: manager.email });
    expect(second.status).toBe(400);
    expect(second.body.error.message).toContain(`${hotel.name} already has an owner, Olga Tester.`);
    const after = (await admin.get(`/api/admin/hotels/${hotel.hotelId}`)).body.hotel;
    expect(after.owners.map((o: { userId: string }) => o.userId)).toEqual([owner.id]);
    expect(after.team.map((m: { role: string }) => m.role)).toEqual(['manager', 'front_desk']);
  });
});

describe('hotel search at scale', () => {
  it('when there are 10,000 hotels, then the name search is served by the trigram index', async () => {
    const client = await app.deps.pool.connect();
    try {
      await client.query('begin');
      await client.query(
        `insert into public.hotels (name, location)
         select 'Scale Hotel ' || md5(g::text), 'Somewhere' from generate_series(1, 10000) g`,
      );
      await client.query('analyze public.hotels');
      // Autovacuum would have merged GIN's pending list by now; do it here, inside the transaction.
      await client.query("select gin_clean_pending_list('public.hotels_name_trgm_idx'::regclass)");
      // Run the repo's own SQL under EXPLAIN, so the test checks the query the api really sends.
      const explain = {
        query: (sql: string, params: unknown[]) => client.query(`explain (format json) ${sql}`, params),
      } as unknown as Db;
      const result = (await searchHotelRecords(explain, 'a1b2c', 10)) as unknown as [{ 'QUERY PLAN': unknown }];
      expect(JSON.stringify(result[0]['QUERY PLAN'])).toContain('hotels_name_trgm_idx');
    } finally {
      await client.query('rollback');
      client.release();
    }
  });

  it('when a hotel is created without a time zone, then it is taken from its location, else UTC', async () => {
    const fromLocation = await admin.post('/api/admin/hotels').send({ name: 'Tejo Inn', location: 'Lisbon, Portugal' });
    expect(fromLocation.status).toBe(201);
    expect(fromLocation.body.hotel.timeZone).toBe('Europe/Lisbon');
    const emptyZone = await admin
      .post('/api/admin/hotels')
      .send({ name: 'Casco Inn', location: 'Portland, Maine, USA', timeZone: '' });
    expect(emptyZone.body.hotel.timeZone).toBe('America/New_York');
    const chosen = await admin
      .post('/api/admin/hotels')
      .send({ name: 'Chosen Inn', location: 'Lisbon, Portugal', timeZone: 'Atlantic/Azores' });
    expect(chosen.body.hotel.timeZone).toBe('Atlantic/Azores');
    const nowhere = await admin.post('/api/admin/hotels').send({ name: 'Nowhere Inn', location: 'Seaside' });
    expect(nowhere.body.hotel.timeZone).toBe('UTC');
  });

  it('when a time zone is not an IANA name, then 400 says so and the hotel keeps its zone', async () => {
    const created = await admin.post('/api/admin/hotels').send({ name: 'Zone Hotel', timeZone: 'Europe/Lisbon' });
    expect(created.body.hotel.timeZone).toBe('Europe/Lisbon');
    const id = created.body.hotel.hotelId;
    const res = await admin.patch(`/api/admin/hotels/${id}`).send({ timeZone: 'Mars/Olympus' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Time zone must be an IANA name such as Europe/Lisbon.');
    expect((await admin.get(`/api/admin/hotels/${id}`)).body.hotel.timeZone).toBe('Europe/Lisbon');
  });
});
