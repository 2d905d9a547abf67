import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SiteAnalytics, SiteEventRow } from '@hotelvoice/api/contracts';
import { uniqueIp } from '../../../../test/support/client-ip.ts';
import { createHotel, createUser, linkUserToHotel, signedInAgent } from '../../../../test/support/factories.ts';
import { createPrivateDatabase } from '../../../../test/support/private-database.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { insertEventBatch, rebuildRollups } from './site-events.repo.ts';

const browserUa = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const today = () => new Date().toISOString().slice(0, 10);

describe('POST /api/events → site-events job → daily rollups', () => {
  let app: TestApp;
  // The rollups are global: a database of their own keeps other tests' events out.
  let database: Awaited<ReturnType<typeof createPrivateDatabase>>;
  let admin: Awaited<ReturnType<typeof signedInAgent>>;

  beforeAll(async () => {
    database = await createPrivateDatabase('site_events');
    app = createTestApp({ env: { DATABASE_URL: database.url, TRUST_PROXY: 'true' } });
    const user = await createUser(app.deps.auth, app.deps.pool, { activated: true, admin: true });
    admin = await signedInAgent(app, user, true);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });
  beforeEach(async () => {
    await app.deps.queues.siteEvents.obliterate({ force: true });
    await database.pool.query(
      'truncate public.site_events, public.site_daily_pages, public.site_daily_sources, public.site_daily_events, public.site_daily_visitors, public.site_daily_step_sets',
    );
  });

  /** What the worker does with every queued batch, run here in order; answers the batches. */
  async function drain(): Promise<SiteEventRow[][]> {
    const jobs = await app.deps.queues.siteEvents.getJobs(['waiting', 'delayed', 'prioritized']);
    const batches = jobs.map((job) => job.data.events);
    for (const batch of batches) await insertEventBatch(app.deps.pool, batch);
    await app.deps.queues.siteEvents.obliterate({ force: true });
    return batches;
  }

  const send = (body: unknown, headers: Record<string, string> = {}) => {
    const req = request(app.app).post('/api/events').set('content-type', 'text/plain;charset=UTF-8');
    for (const [name, value] of Object.entries({
      'user-agent': browserUa,
      'x-forwarded-for': uniqueIp(),
      ...headers,
    })) {
      req.set(name, value);
    }
    return req.send(typeof body === 'string' ? body : JSON.stringify(body));
  };

  const analytics = async (from = today(), to = today()) => {
    const res = await admin.get(`/api/admin/analytics?from=${from}&to=${to}`);
    expect(res.status).toBe(200);
    return res.body as SiteAnalytics;
  };

  it('when a page sends known events, then they are stored with the referrer host and UTM only, and no cookie is set', async () => {
    const res = await send({
      events: [
        {
          name: 'page_view',
          path: '/',
          referrer: 'https://www.google.com/search?q=hotel+ai',
          utmSource: 'newsletter',
          utmMedium: 'email',
          utmCampaign: 'autumn',
        },
        { name: 'demo_play_started', path: '/' },
      ],
    });
    expect(res.status).toBe(202);
    expect(res.headers['set-cookie']).toBeUndefined();
    await drain();
    const { rows } = await app.deps.pool.query(
      'select name, path, referrer_host, utm_source, utm_medium, utm_campaign, length(visitor_hash) as hash_length from public.site_events order by name',
    );
    expect(rows).toEqual([
      {
        name: 'demo_play_started',
        path: '/',
        referrer_host: null,
        utm_source: null,
        utm_medium: null,
        utm_campaign: null,
        hash_length: 32,
      },
      {
        name: 'page_view',
        path: '/',
        referrer_host: 'google.com',
        utm_source: 'newsletter',
        utm_medium: 'email',
        utm_campaign: 'autumn',
        hash_length: 32,
      },
    ]);
    const numbers = await analytics();
    expect(numbers.totals).toEqual({ visitors: 1, pageViews: 1 });
    expect(numbers.topReferrers).toEqual([{ referrerHost: 'google.com', views: 1 }]);
    expect(numbers.topCampaigns).toEqual([
      { utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'autumn', views: 1 },
    ]);
  });

  it.each([
    ['an unknown event name', { events: [{ name: 'purchase', path: '/' }] }, 400],
    ['an unknown property', { events: [{ name: 'page_view', path: '/', email: 'a@b.c' }] }, 400],
    ['a path with a query string', { events: [{ name: 'page_view', path: '/review?hotelId=x' }] }, 400],
    ['too many events at once', { events: Array.from({ length: 21 }, () => ({ name: 'page_view', path: '/' })) }, 400],
    ['no events', { events: [] }, 400],
    ['a body that is not JSON', 'page_view', 400],
    ['a NUL character', { events: [{ name: 'page_view', path: '/\u0000' }] }, 400],
    [
      'a body over 8 KB',
      { events: [{ name: 'page_view', path: '/', referrer: `https://a.example/${'x'.repeat(9000)}` }] },
      413,
    ],
  ])('when a page sends %s, then it is refused and nothing is queued', async (_label, body, status) => {
    const res = await send(body);
    expect(res.status).toBe(status);
    expect(res.body.error.message).toEqual(expect.any(String));
    expect(await app.deps.queues.siteEvents.count()).toBe(0);
  });

  it('when one client floods the endpoint, then it is turned away with 429 after 120 requests a minute', async () => {
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < 125; i++)
      statuses.push((await send({ events: [{ name: 'page_view', path: '/' }] }, { 'x-forwarded-for': ip })).status);
    expect(statuses.slice(0, 120).every((s) => s === 202)).toBe(true);
    expect(statuses.slice(120)).toEqual([429, 429, 429, 429, 429]);
    expect((await drain()).flat()).toHaveLength(120);
  });

  it.each([
    ['Do Not Track', { dnt: '1' }],
    ['Global Privacy Control', { 'sec-gpc': '1' }],
    ['a crawler', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }],
    ['a headless browser', { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/131.0 Safari/537.36' }],
    ['no user agent', { 'user-agent': '' }],
  ])('when the request comes with %s, then it is answered 202 and nothing is recorded', async (_label, headers) => {
    expect((await send({ events: [{ name: 'page_view', path: '/' }] }, headers)).status).toBe(202);
    expect(await app.deps.queues.siteEvents.count()).toBe(0);
  });

  it('when the same visitor comes back the same day, then they are counted once; another browser counts again', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 3; i++) await send({ events: [{ name: 'page_view', path: '/' }] }, { 'x-forwarded-for': ip });
    await send(
      { events: [{ name: 'page_view', path: '/try' }] },
      { 'x-forwarded-for': ip, 'user-agent': `${browserUa} Edg/131.0` },
    );
    await drain();
    const numbers = await analytics();
    expect(numbers.totals).toEqual({ visitors: 2, pageViews: 4 });
    expect(numbers.topPages).toEqual([
      { path: '/', views: 3 },
      { path: '/try', views: 1 },
    ]);
  });

  it('when a batch is delivered again, then nothing is counted twice', async () => {
    await send({
      events: [
        { name: 'page_view', path: '/' },
        { name: 'demo_play_started', path: '/' },
      ],
    });
    const [batch] = await drain();
    await insertEventBatch(app.deps.pool, batch!);
    await insertEventBatch(app.deps.pool, batch!);
    const numbers = await analytics();
    expect(numbers.totals).toEqual({ visitors: 1, pageViews: 1 });
    expect(numbers.events).toEqual([
      { name: 'demo_play_started', events: 1 },
      { name: 'page_view', events: 1 },
    ]);
  });

  it('when review page events name a hotel, then its owner sees page opens against reviews sent', async () => {
    const owner = await createUser(app.deps.auth, app.deps.pool, { activated: true });
    const { id: hotelId } = await createHotel(app.deps.pool);
    await linkUserToHotel(app.deps.pool, owner.id, hotelId);
    const path = '/review';
    await send({
      events: [
        { name: 'review_page_opened', path, hotelId },
        { name: 'review_rating_chosen', path, hotelId, rating: 4 },
      ],
    });
    await send({ events: [{ name: 'review_page_opened', path, hotelId }] });
    await send({
      events: [
        { name: 'review_sent', path, hotelId },
        { name: 'review_page_opened', path, hotelId: randomUUID() },
      ],
    });
    await drain();
    const agent = await signedInAgent(app, owner);
    const res = await agent.get(`/api/hotels/${hotelId}/review-page-stats?from=${today()}&to=${today()}`);
    expect(res.body).toEqual({ from: today(), to: today(), pageOpens: 2 });
  });

  it('when the rollups are rebuilt from the raw events, then the numbers stay the same', async () => {
    for (let i = 0; i < 5; i++) {
      await send({
        events: [
          { name: 'page_view', path: '/' },
          { name: i % 2 ? 'signup_started' : 'demo_play_started', path: '/' },
        ],
      });
    }
    await drain();
    const before = await analytics();
    expect(await rebuildRollups(app.deps.pool)).toEqual({ events: 10 });
    expect(await analytics()).toEqual(before);
  });
});
