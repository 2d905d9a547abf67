import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rooms } from '../../contracts/rooms.ts';
import { uniqueIp } from '../../../../test/support/client-ip.ts';
import { createHotel, createUser, linkUserToHotel, signedInAgent } from '../../../../test/support/factories.ts';
import { hotelSocket } from '../../../../test/support/calls.ts';
import { eventually } from '../../../../test/support/eventually.ts';
import { browserAgent, createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { guestReviewLimits } from './guest-reviews.routes.ts';

let app: TestApp;
beforeAll(() => {
  // Trusting X-Forwarded-For lets each test be its own client, so rate-limit counters never mix.
  app = createTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => app.close());

async function reviewsOf(hotelId: string) {
  const { rows } = await app.deps.pool.query('select rating, feedback from public.reviews where hotel_id = $1', [
    hotelId,
  ]);
  return rows;
}

describe('GET /api/public/hotels/:hotelId', () => {
  it('when the hotel exists, then only its name and place id are answered', async () => {
    const hotel = await createHotel(app.deps.pool, { googlePlaceId: 'ChIJplace123' });
    const agent = await browserAgent(app.app);
    const answer = await agent.get(`/api/public/hotels/${hotel.id}`).set('x-forwarded-for', uniqueIp());
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ hotel: { hotelId: hotel.id, name: hotel.name, googlePlaceId: 'ChIJplace123' } });
  });

  it('when the hotel id is unknown or not a UUID, then it answers 404', async () => {
    const agent = await browserAgent(app.app);
    for (const id of [randomUUID(), 'not-a-uuid']) {
      const res = await agent.get(`/api/public/hotels/${id}`).set('x-forwarded-for', uniqueIp());
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('The requested hotel could not be found.');
    }
  });

  it('when one address looks up too many hotels, then it gets 429 with Retry-After', async () => {
    const hotel = await createHotel(app.deps.pool);
    const agent = await browserAgent(app.app);
    const ip = uniqueIp();
    for (let i = 0; i < guestReviewLimits.lookupPerIp.points; i++) {
      expect((await agent.get(`/api/public/hotels/${hotel.id}`).set('x-forwarded-for', ip)).status).toBe(200);
    }
    const res = await agent.get(`/api/public/hotels/${hotel.id}`).set('x-forwarded-for', ip);
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('POST /api/reviews', () => {
  it('when a guest rates a hotel with feedback, then the review is stored and the hotel room is told', async () => {
    const hotel = await createHotel(app.deps.pool);
    const emit = vi.fn();
    const to = vi.spyOn(app.io, 'to').mockReturnValue({ emit } as never);
    const agent = await browserAgent(app.app);
    const res = await agent
      .post('/api/reviews')
      .set('x-forwarded-for', uniqueIp())
      .send({ hotelId: hotel.id, rating: 4, feedback: ' Lovely breakfast. ' });
    const calledWith = to.mock.calls.map((call) => call[0]);
    to.mockRestore();
    expect(res.status).toBe(201);
    expect(await reviewsOf(hotel.id)).toEqual([{ rating: 4, feedback: 'Lovely breakfast.' }]);
    expect(calledWith).toContain(rooms.hotel(hotel.id));
    expect(emit).toHaveBeenCalledWith(
      'review:created',
      expect.objectContaining({ hotelId: hotel.id, rating: 4, feedback: 'Lovely breakfast.' }),
    );
  });

  it('when the feedback is left out, then the review is stored with empty feedback', async () => {
    const hotel = await createHotel(app.deps.pool);
    const agent = await browserAgent(app.app);
    const res = await agent
      .post('/api/reviews')
      .set('x-forwarded-for', uniqueIp())
      .send({ hotelId: hotel.id, rating: 5 });
    expect(res.status).toBe(201);
    expect(await reviewsOf(hotel.id)).toEqual([{ rating: 5, feedback: '' }]);
  });

  const badCases: [string, Record<string, unknown>][] = [
    ['the rating is 0', { rating: 0 }],
    ['the rating is 6', { rating: 6 }],
    ['the rating is not whole', { rating: 3.5 }],
    ['the rating is a string', { rating: '5' }],
    ['the rating is missing', { rating: undefined }],
    ['the feedback is longer than 5,000 characters', { feedback: 'f'.repeat(5001) }],
    ['the feedback is not text', { feedback: { html: true } }],
    ['the hotel id is not a UUID', { hotelId: 'abc' }],
  ];
  for (const [situation, change] of badCases) {
    it(`when ${situation}, then it answers 400 and stores nothing`, async () => {
      const hotel = await createHotel(app.deps.pool);
      const agent = await browserAgent(app.app);
      const res = await agent
        .post('/api/reviews')
        .set('x-forwarded-for', uniqueIp())
        .send({ hotelId: hotel.id, rating: 3, feedback: 'ok', ...change });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
      expect(await reviewsOf(hotel.id)).toEqual([]);
    });
  }

  it('when the feedback holds a NUL character, then it answers 400 and stores nothing', async () => {
    const hotel = await createHotel(app.deps.pool);
    const agent = await browserAgent(app.app);
    const res = await agent
      .post('/api/reviews')
      .set('x-forwarded-for', uniqueIp())
      .send({ hotelId: hotel.id, rating: 3, feedback: 'ok\u0000' });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'bad_request', message: 'Text must not contain NUL characters.' });
    expect(await reviewsOf(hotel.id)).toEqual([]);
  });

  it('when the hotel does not exist, then it answers 404 and stores nothing', async () => {
    const agent = await browserAgent(app.app);
    const hotelId = randomUUID();
    const res = await agent.post('/api/reviews').set('x-forwarded-for', uniqueIp()).send({ hotelId, rating: 2 });
    expect(res.status).toBe(404);
    expect(await reviewsOf(hotelId)).toEqual([]);
  });

  it('when one address submits too many reviews, then it gets 429 with Retry-After and nothing more is stored', async () => {
    const hotel = await createHotel(app.deps.pool);
    const agent = await browserAgent(app.app);
    const ip = uniqueIp();
    for (let i = 0; i < guestReviewLimits.submitPerIp.points; i++) {
      const ok = await agent.post('/api/reviews').set('x-forwarded-for', ip).send({ hotelId: hotel.id, rating: 3 });
      expect(ok.status).toBe(201);
    }
    const res = await agent.post('/api/reviews').set('x-forwarded-for', ip).send({ hotelId: hotel.id, rating: 1 });
    expect(res.status).toBe(429);
    expect(res.body.error.message).toMatch(/^Too many requests\. Try again in \d+ (seconds?|minutes?|hours?)\.$/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await reviewsOf(hotel.id)).filter((r) => r.rating === 1)).toEqual([]);
  });
});

describe('GET /r/:slug', () => {
  it('when a hotel is created, then its name becomes a short review link that redirects to its review page', async () => {
    const name = `Harbor Slug ${randomUUID().slice(0, 6)} Hôtel & Spa`;
    const first = await createHotel(app.deps.pool, { name });
    const second = await createHotel(app.deps.pool, { name });
    const slugs = await app.deps.pool.query<{ hotel_id: string; review_slug: string }>(
      'select hotel_id, review_slug from public.hotels where hotel_id = any($1::uuid[])',
      [[first.id, second.id]],
    );
    const slugOf = (id: string) => slugs.rows.find((r) => r.hotel_id === id)!.review_slug;
    expect(slugOf(first.id)).toMatch(/^harbor-slug-[a-z0-9]+-h-tel-spa$/);
    expect(slugOf(second.id)).toBe(`${slugOf(first.id)}-2`);

    const agent = await browserAgent(app.app);
    const res = await agent.get(`/r/${slugOf(first.id)}`).set('X-Forwarded-For', uniqueIp());
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(`/review?hotelId=${first.id}`);
    const upper = await agent.get(`/r/${slugOf(second.id).toUpperCase()}`).set('X-Forwarded-For', uniqueIp());
    expect(upper.headers.location).toBe(`/review?hotelId=${second.id}`);
  });

  it('when the slug names no hotel or is malformed, then it lands on the review page without a hotel', async () => {
    const agent = await browserAgent(app.app);
    for (const slug of ['no-such-hotel-anywhere', 'a--b', '-x', 'x'.repeat(81), '%27%3B--']) {
      const res = await agent.get(`/r/${slug}`).set('X-Forwarded-For', uniqueIp());
      expect(res.status, slug).toBe(302);
      expect(res.headers.location, slug).toBe('/review');
    }
  });
});

describe('POST /api/reviews/:reviewId/google-opened', () => {
  it('when a guest of a hotel on Google opens the offered link, then it counts once; without a place id nothing is offered', async () => {
    const onGoogle = await createHotel(app.deps.pool, { googlePlaceId: 'ChIJgoogle' });
    const offGoogle = await createHotel(app.deps.pool);
    const agent = await browserAgent(app.app);
    const ip = uniqueIp();
    const review = async (hotelId: string, rating: number) =>
      (await agent.post('/api/reviews').set('x-forwarded-for', ip).send({ hotelId, rating })).body.reviewId as string;
    // A low rating is offered Google as well as a high one: no review gating.
    const low = await review(onGoogle.id, 2);
    const high = await review(onGoogle.id, 5);
    const unlisted = await review(offGoogle.id, 5);

    for (let i = 0; i < 2; i++) {
      const res = await agent.post(`/api/reviews/${low}/google-opened`).set('x-forwarded-for', ip);
      expect(res.status).toBe(204);
    }
    expect((await agent.post(`/api/reviews/${unlisted}/google-opened`).set('x-forwarded-for', ip)).status).toBe(404);
    expect((await agent.post('/api/reviews/not-a-uuid/google-opened').set('x-forwarded-for', ip)).status).toBe(404);

    const { rows } = await app.deps.pool.query(
      `select review_id, google_offered, google_opened_at is not null as opened from public.reviews
       where review_id = any($1::uuid[]) order by rating`,
      [[low, high, unlisted]],
    );
    const byId = Object.fromEntries(rows.map((r) => [r.review_id, r]));
    expect(byId[low]).toMatchObject({ google_offered: true, opened: true });
    expect(byId[high]).toMatchObject({ google_offered: true, opened: false });
    expect(byId[unlisted]).toMatchObject({ google_offered: false, opened: false });
  });
});

describe('live Google counts', () => {
  it("when a guest is offered Google and opens it, then the hotel's room hears both once, and another hotel's room nothing", async () => {
    const hotel = await createHotel(app.deps.pool, { googlePlaceId: 'ChIJlive' });
    const other = await createHotel(app.deps.pool, { googlePlaceId: 'ChIJother' });
    const listen = async (hotelId: string) => {
      const user = await createUser(app.deps.auth, app.deps.pool);
      await linkUserToHotel(app.deps.pool, user.id, hotelId);
      const { socket } = await hotelSocket(app, await signedInAgent(app, user), hotelId);
      const heard: [string, Record<string, unknown>][] = [];
      socket.on('review:created', (e: Record<string, unknown>) => heard.push(['review:created', e]));
      socket.on('review:google-opened', (e: Record<string, unknown>) => heard.push(['review:google-opened', e]));
      return { socket, heard };
    };
    const here = await listen(hotel.id);
    const there = await listen(other.id);
    try {
      const agent = await browserAgent(app.app);
      const ip = uniqueIp();
      const created = await agent
        .post('/api/reviews')
        .set('x-forwarded-for', ip)
        .send({ hotelId: hotel.id, rating: 2 });
      const reviewId = created.body.reviewId as string;
      for (let i = 0; i < 2; i++) {
        expect((await agent.post(`/api/reviews/${reviewId}/google-opened`).set('x-forwarded-for', ip)).status).toBe(
          204,
        );
      }
      await eventually(async () => (here.heard.length >= 2 ? true : undefined), 'the review events');
      // A moment for a wrongly repeated event to arrive.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(here.heard).toEqual([
        ['review:created', expect.objectContaining({ reviewId, hotelId: hotel.id, googleOffered: true })],
        ['review:google-opened', { hotelId: hotel.id, reviewId }],
      ]);
      expect(there.heard).toEqual([]);
    } finally {
      here.socket.close();
      there.socket.close();
    }
  });
});
