import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rooms } from '../../contracts/rooms.ts';
import { createHotel } from '../../../../test/support/factories.ts';
import { browserAgent, createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { guestReviewLimits } from './guest-reviews.routes.ts';

let app: TestApp;
beforeAll(() => {
  // Trusting X-Forwarded-For lets each test be its own client, so rate-limit counters never mix.
  app = createTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => app.close());

const uniqueIp = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

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
