import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, followUpPageSize } from '../../contracts/insights-period.ts';
import { selectedHotelCookie } from '../../contracts/selected-hotel.ts';
import type { PageForms } from '../../contracts/web-forms.ts';
import { cookieNames } from '../../platform/http/cookies.ts';
import { parseCookies } from '../../platform/http/parse-cookies.ts';
import { createHotel, createUser, linkUserToHotel, type TestUser } from '../../../../test/support/factories.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { createWebContexts } from './web-context.ts';
import { callObjectPaths } from '../../contracts/call-objects.ts';

/**
 * What the web's loaders are given for a request (decision 082): the same answers the api's own
 * routes give the same user, the hotel chosen by the one rule, and nothing of another owner's.
 */
let app: TestApp;
let probe: express.Express;
let owner: TestUser;
let ownHotel: { id: string; name: string };
let otherHotel: { id: string; name: string };

beforeAll(async () => {
  app = createTestApp();
  const contexts = createWebContexts(
    { ...app.deps, io: app.io, publish: () => undefined, services: app.services },
    () => ({}) as PageForms,
  );
  probe = express();
  probe.use(parseCookies);
  probe.get('/probe', async (req, res) => {
    const context = contexts(req, res, 'nonce');
    const url = new URL(String(req.query.url), app.config.publicUrl);
    res.json({
      user: await context.user(),
      session: await context.dashboard.session(url),
      first: await context.dashboard.firstCallPage(url),
      insights: await context.dashboard.insights(url),
      overview: await context.dashboard.hotelsOverview(url),
    });
  });
  owner = await createUser(app.deps.auth, app.deps.pool);
  ownHotel = await createHotel(app.deps.pool);
  otherHotel = await createHotel(app.deps.pool);
  await linkUserToHotel(app.deps.pool, owner.id, ownHotel.id);
  await app.deps.pool.query(
    `insert into public.call_logs (hotel_id, call_id, room_name, started_at, ended_at, duration_seconds, transcript,
       transcript_text, turn_count, transcript_path, transcript_size, transcript_created)
     values ($1, 'c1_lobby_20250301_100000', 'lobby', '2025-03-01T10:00:00Z', '2025-03-01T10:00:42Z', 42, '[]', '', 0,
       $2, 2, '2025-03-01T10:00:00Z'),
            ($3, 'c2_lobby_20250301_100000', 'lobby', '2025-03-01T10:00:00Z', '2025-03-01T10:00:42Z', 42, '[]', '', 0,
       $4, 2, '2025-03-01T10:00:00Z')`,
    [
      ownHotel.id,
      callObjectPaths(ownHotel.id, 'c1_lobby_20250301_100000').transcript,
      otherHotel.id,
      callObjectPaths(otherHotel.id, 'c2_lobby_20250301_100000').transcript,
    ],
  );
});
afterAll(async () => {
  await app?.close();
});

async function sessionOf(user: TestUser) {
  const session = await app.deps.auth.signIn(user.email, user.password);
  return { access: session.accessToken, refresh: session.refreshToken };
}

const ask = (url: string, cookie = '') => request(probe).get('/probe').query({ url }).set('cookie', cookie);

describe("the web's load context", () => {
  it('when nobody is signed in, then there is no user and no dashboard visit', async () => {
    const res = await ask('/dashboard/call-logs');
    expect(res.body).toEqual({ user: null, session: null, first: null, insights: null, overview: null });
  });

  it("when the owner opens the call log, then the first page is what the api's list answers, of their own hotel", async () => {
    const { access } = await sessionOf(owner);
    const cookie = `${cookieNames.access}=${access}`;
    const res = await ask('/dashboard/call-logs', cookie);
    expect(res.body.user.id).toBe(owner.id);
    expect(res.body.session.hotels.map((h: { id: string }) => h.id)).toEqual([ownHotel.id]);
    expect(res.body.session.selectedHotelId).toBe(ownHotel.id);
    const listed = await request(app.app).get(`/api/hotels/${ownHotel.id}/call-logs`).set('cookie', cookie).expect(200);
    expect(res.body.first).toEqual({ hotelId: ownHotel.id, page: listed.body });
    expect(JSON.stringify(res.body)).not.toContain('c2_lobby_20250301_100000');
  });

  it("when the URL or the saved hotel names another owner's hotel, then the owner's own is chosen and nothing of the other's is read", async () => {
    const { access } = await sessionOf(owner);
    const cookie = `${cookieNames.access}=${access}; ${selectedHotelCookie(owner.id)}=${otherHotel.id}`;
    const res = await ask(`/dashboard/call-logs?hotel=${otherHotel.id}`, cookie);
    expect(res.body.session.selectedHotelId).toBe(ownHotel.id);
    expect(res.body.first.hotelId).toBe(ownHotel.id);
    expect(JSON.stringify(res.body)).not.toContain('c2_lobby_20250301_100000');
  });

  it('when a member of two hotels opens a URL naming the second, then it is chosen over the saved first', async () => {
    const manager = await createUser(app.deps.auth, app.deps.pool);
    const second = await createHotel(app.deps.pool);
    await linkUserToHotel(app.deps.pool, manager.id, ownHotel.id);
    await linkUserToHotel(app.deps.pool, manager.id, second.id);
    const { access } = await sessionOf(manager);
    const cookie = `${cookieNames.access}=${access}; ${selectedHotelCookie(manager.id)}=${second.id}`;
    expect((await ask(`/dashboard/call-logs?hotel=${ownHotel.id}`, cookie)).body.session.selectedHotelId).toBe(
      ownHotel.id,
    );
    expect((await ask('/dashboard/call-logs', cookie)).body.session.selectedHotelId).toBe(second.id);
    // Another person's saved choice in the same browser is not this one's.
    const theirs = `${cookieNames.access}=${access}; ${selectedHotelCookie(owner.id)}=${second.id}`;
    const unsaved = (await ask('/dashboard/call-logs', `${cookieNames.access}=${access}`)).body.session;
    const withTheirs = (await ask('/dashboard/call-logs', theirs)).body.session;
    expect(withTheirs.selectedHotelId).toBe(unsaved.selectedHotelId);
    expect(unsaved.selectedHotelId).toBe(unsaved.hotels[0].id);
  });

  it("when a member of two hotels opens a page, then the all-hotels figures are the api's answer; a member of one gets none", async () => {
    const manager = await createUser(app.deps.auth, app.deps.pool);
    const second = await createHotel(app.deps.pool);
    await linkUserToHotel(app.deps.pool, manager.id, ownHotel.id);
    await linkUserToHotel(app.deps.pool, manager.id, second.id);
    const cookie = `${cookieNames.access}=${(await sessionOf(manager)).access}`;
    const { overview } = (await ask('/dashboard/insights', cookie)).body;
    const api = await request(app.app).get('/api/me/hotels/overview').set('cookie', cookie).expect(200);
    expect(overview).toEqual(api.body);
    expect(overview.hotels.map((h: { hotelId: string }) => h.hotelId).sort()).toEqual([ownHotel.id, second.id].sort());
    const single = `${cookieNames.access}=${(await sessionOf(owner)).access}`;
    expect((await ask('/dashboard/home', single)).body.overview).toBeNull();
  });

  it('when the list is filtered, then no first page comes with it (the filter days are the browser’s)', async () => {
    const { access } = await sessionOf(owner);
    const res = await ask('/dashboard/call-logs?q=sauna', `${cookieNames.access}=${access}`);
    expect(res.body.session.hotels).toHaveLength(1);
    expect(res.body.first).toBeNull();
  });

  it("when the insights page is opened, then its week, revenue, follow-ups and settings are exactly the api's answers", async () => {
    const { access } = await sessionOf(owner);
    const cookie = `${cookieNames.access}=${access}`;
    const insights = (await ask('/dashboard/insights', cookie)).body.insights;
    expect(insights.hotelId).toBe(ownHotel.id);
    expect(insights.from).toBe(addDays(insights.to, -6));
    const base = `/api/hotels/${ownHotel.id}`;
    const api = async (url: string) => (await request(app.app).get(url).set('cookie', cookie).expect(200)).body;
    expect(insights.figures).toEqual(await api(`${base}/insights?from=${insights.from}&to=${insights.to}`));
    expect(insights.revenue).toEqual(await api(`${base}/insights/revenue?from=${insights.from}&to=${insights.to}`));
    expect(insights.followUps).toEqual(
      await api(`${base}/follow-ups?from=${insights.from}&to=${insights.to}&limit=${followUpPageSize}`),
    );
    expect(insights.settings).toEqual(await api(`${base}/insights/settings`));
  });

  it('when the access token is no good but the refresh token is, then the session is refreshed and the new cookies go out with the page', async () => {
    const { refresh } = await sessionOf(owner);
    const res = await ask(
      '/dashboard/home',
      `${cookieNames.access}=expired.token.here; ${cookieNames.refresh}=${refresh}`,
    );
    expect(res.body.user.id).toBe(owner.id);
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    expect(
      cookies.some((c) => c.startsWith(`${cookieNames.access}=`) && !c.startsWith(`${cookieNames.access}=;`)),
    ).toBe(true);
  });
});
