import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHotel, createUser, linkUserToHotel, signedInAgent } from '../../../../test/support/factories.ts';
import { browserAgent, createTestApp, type TestApp } from '../../../../test/support/test-app.ts';

let app: TestApp;
beforeAll(() => {
  app = createTestApp();
});
afterAll(() => app.close());

async function ownerWithHotel() {
  const owner = await createUser(app.deps.auth, app.deps.pool);
  const hotel = await createHotel(app.deps.pool);
  await linkUserToHotel(app.deps.pool, owner.id, hotel.id);
  return { owner, hotel, agent: await signedInAgent(app, owner) };
}

/** Inserts reviews with the given ratings, one second apart, the last one newest. */
async function addReviews(hotelId: string, ratings: number[], sameInstant = false) {
  for (const [i, rating] of ratings.entries()) {
    await app.deps.pool.query(
      `insert into public.reviews (hotel_id, rating, feedback, created_at)
       values ($1, $2, $3, timestamptz '2025-03-03 10:00:00.123456+00' + make_interval(secs => $4))`,
      [hotelId, rating, `feedback ${i}`, sameInstant ? 0 : i],
    );
  }
}

describe('owner review routes', () => {
  it('when the owner lists reviews, then they come newest first', async () => {
    const { hotel, agent } = await ownerWithHotel();
    await addReviews(hotel.id, [5, 3, 1]);
    const res = await agent.get(`/api/hotels/${hotel.id}/reviews`);
    expect(res.status).toBe(200);
    expect(res.body.items.map((r: { feedback: string }) => r.feedback)).toEqual([
      'feedback 2',
      'feedback 1',
      'feedback 0',
    ]);
    expect(res.body.items[0]).toMatchObject({ hotelId: hotel.id, rating: 1, createdAt: '2025-03-03T10:00:02.123Z' });
    expect(res.body.nextCursor).toBeNull();
  });

  it('when pages are followed by cursor, then every review appears exactly once, ties included', async () => {
    const { hotel, agent } = await ownerWithHotel();
    await addReviews(hotel.id, [1, 2, 3, 4, 5, 1, 2], true);
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const res = await agent.get(
        `/api/hotels/${hotel.id}/reviews?limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(res.status).toBe(200);
      seen.push(...res.body.items.map((r: { reviewId: string }) => r.reviewId));
      cursor = res.body.nextCursor;
    }
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
  });

  it('when the summary is asked, then it has the average and the count per star', async () => {
    const { hotel, agent } = await ownerWithHotel();
    await addReviews(hotel.id, [5, 5, 4, 1]);
    const res = await agent.get(`/api/hotels/${hotel.id}/reviews/summary`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ average: 3.75, count: 4, counts: { '1': 1, '2': 0, '3': 0, '4': 1, '5': 2 } });
  });

  it('when a hotel has no reviews, then the summary has a null average', async () => {
    const { hotel, agent } = await ownerWithHotel();
    const res = await agent.get(`/api/hotels/${hotel.id}/reviews/summary`);
    expect(res.body).toEqual({
      average: null,
      count: 0,
      counts: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
      trend: { days: 30, current: { average: null, count: 0 }, previous: { average: null, count: 0 } },
      google: { offered: 0, opened: 0 },
    });
  });

  it('when reviews came in the last 30 days and the 30 before, then the trend compares the two periods', async () => {
    const { hotel, agent } = await ownerWithHotel();
    const at = (daysAgo: number, rating: number) =>
      app.deps.pool.query(
        `insert into public.reviews (hotel_id, rating, created_at) values ($1, $2, now() - make_interval(days => $3))`,
        [hotel.id, rating, daysAgo],
      );
    await at(1, 5);
    await at(29, 4);
    await at(31, 2);
    await at(59, 3);
    await at(61, 1); // older than both periods
    const res = await agent.get(`/api/hotels/${hotel.id}/reviews/summary`);
    expect(res.body.trend).toEqual({
      days: 30,
      current: { average: 4.5, count: 2 },
      previous: { average: 2.5, count: 2 },
    });
    expect(res.body.count).toBe(5);
    await app.deps.pool.query(
      `update public.reviews set google_offered = true, google_opened_at = case when rating = 5 then now() end
       where hotel_id = $1 and rating >= 3`,
      [hotel.id],
    );
    // The same period as the trend's: the 3-star review of 59 days ago was offered Google outside it.
    expect((await agent.get(`/api/hotels/${hotel.id}/reviews/summary`)).body.google).toEqual({ offered: 2, opened: 1 });
  });

  it('when an owner marks a low review handled with a note, then the list shows the note, who and when; a high one is refused', async () => {
    const { hotel, agent } = await ownerWithHotel();
    await addReviews(hotel.id, [2, 5]);
    const [high, low] = (await agent.get(`/api/hotels/${hotel.id}/reviews`)).body.items;
    expect(low.handling).toBeNull();

    const url = `/api/hotels/${hotel.id}/reviews/${low.reviewId}/handling`;
    expect((await agent.put(url).send({ note: '   ' })).status).toBe(400);
    expect((await agent.put(url).send({})).status).toBe(400);
    expect((await agent.put(url).send({ note: 'x'.repeat(2001) })).status).toBe(400);
    const refused = await agent
      .put(`/api/hotels/${hotel.id}/reviews/${high.reviewId}/handling`)
      .send({ note: 'Thanks' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('Only reviews of 3 stars or fewer are marked handled.');
    expect(
      (await agent.get(`/api/hotels/${hotel.id}/reviews`)).body.items.every(
        (r: { handling: unknown }) => r.handling === null,
      ),
    ).toBe(true);

    expect((await agent.put(url).send({ note: 'Called the guest, refunded breakfast.' })).status).toBe(204);
    // A retried request lands once; a second note replaces the first.
    expect((await agent.put(url).send({ note: 'Called the guest, refunded breakfast.' })).status).toBe(204);
    const handled = (await agent.get(`/api/hotels/${hotel.id}/reviews`)).body.items[1];
    expect(handled.handling).toMatchObject({ note: 'Called the guest, refunded breakfast.', byName: 'Terry Tester' });
    expect(Date.now() - Date.parse(handled.handling.at)).toBeLessThan(60_000);

    const other = await ownerWithHotel();
    expect((await other.agent.put(url).send({ note: 'mine' })).status).toBe(403);
    const wrongHotel = await other.agent
      .put(`/api/hotels/${other.hotel.id}/reviews/${low.reviewId}/handling`)
      .send({ note: 'mine' });
    expect(wrongHotel.status).toBe(404);
  });

  it('when the cursor or limit is garbage, then it answers 400', async () => {
    const { hotel, agent } = await ownerWithHotel();
    expect((await agent.get(`/api/hotels/${hotel.id}/reviews?cursor=garbage`)).status).toBe(400);
    const forged = Buffer.from(JSON.stringify(['yesterday', 'x'])).toString('base64url');
    expect((await agent.get(`/api/hotels/${hotel.id}/reviews?cursor=${forged}`)).status).toBe(400);
    expect((await agent.get(`/api/hotels/${hotel.id}/reviews?limit=0`)).status).toBe(400);
    expect((await agent.get(`/api/hotels/not-a-uuid/reviews`)).status).toBe(400);
  });

  it('when a forged cursor holds a date Postgres cannot take (year 0000, offset over 15:59), then it answers 400', async () => {
    const { hotel, agent } = await ownerWithHotel();
    await addReviews(hotel.id, [4]);
    const forged = (createdAt: string) =>
      Buffer.from(JSON.stringify([createdAt, '00000000-0000-4000-8000-000000000000'])).toString('base64url');
    for (const createdAt of ['0000-01-01T00:00:00Z', '0000-12-31T23:00:00-05:00', '2025-01-01T00:00:00+16:00']) {
      const res = await agent.get(`/api/hotels/${hotel.id}/reviews?cursor=${forged(createdAt)}`);
      expect(res.status, createdAt).toBe(400);
      expect(res.body.error.message).toBe('The cursor is not valid.');
    }
    const early = await agent.get(`/api/hotels/${hotel.id}/reviews?cursor=${forged('0001-01-01T00:00:00+15:59')}`);
    expect(early.status).toBe(200);
    expect(early.body.items).toEqual([]);
  });

  it('when the owner of another hotel asks, then both routes answer 403', async () => {
    const { hotel } = await ownerWithHotel();
    const stranger = await ownerWithHotel();
    expect((await stranger.agent.get(`/api/hotels/${hotel.id}/reviews`)).status).toBe(403);
    expect((await stranger.agent.get(`/api/hotels/${hotel.id}/reviews/summary`)).status).toBe(403);
  });

  it('when nobody is signed in, then both routes answer 401', async () => {
    const hotel = await createHotel(app.deps.pool);
    const anon = await browserAgent(app.app);
    expect((await anon.get(`/api/hotels/${hotel.id}/reviews`)).status).toBe(401);
    expect((await anon.get(`/api/hotels/${hotel.id}/reviews/summary`)).status).toBe(401);
  });

  it('when the account is pending activation, then both routes answer 403', async () => {
    const { owner, hotel, agent } = await ownerWithHotel();
    await app.deps.pool.query('update public.users set activated = false where user_id = $1', [owner.id]);
    expect((await agent.get(`/api/hotels/${hotel.id}/reviews`)).status).toBe(403);
    expect((await agent.get(`/api/hotels/${hotel.id}/reviews/summary`)).status).toBe(403);
  });

  it('when an admin asks about any hotel, then both routes answer 200', async () => {
    const admin = await createUser(app.deps.auth, app.deps.pool, { admin: true });
    const hotel = await createHotel(app.deps.pool);
    await addReviews(hotel.id, [4]);
    const agent = await signedInAgent(app, admin, true);
    expect((await agent.get(`/api/hotels/${hotel.id}/reviews`)).body.items).toHaveLength(1);
    expect((await agent.get(`/api/hotels/${hotel.id}/reviews/summary`)).body.count).toBe(1);
  });
});
