import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHotel } from '../../../test/support/factories.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { cookieNames } from '../platform/http/cookies.ts';
import { fakeWebApp } from '../../../test/support/security-world.ts';

/** Decision 019: a visitor of the public site gets no cookie until a page is about to change something. */
describe('cookies on the public site', () => {
  let app: TestApp;
  let hotelId: string;
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hv-cookies-'));
  beforeAll(async () => {
    app = createTestApp({ web: fakeWebApp(webDir) });
    hotelId = (await createHotel(app.deps.pool)).id;
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('when a visitor opens the public pages and what they load, then no response sets a cookie', async () => {
    const urls = [
      '/',
      '/try',
      '/signup',
      '/login',
      '/privacy',
      `/review?hotelId=${hotelId}`,
      '/api/auth/session',
      '/api/public/config',
      `/api/public/hotels/${hotelId}`,
    ];
    for (const url of urls) {
      const res = await request(app.app).get(url);
      expect({ url, status: res.status < 400, cookies: res.headers['set-cookie'] }).toEqual({
        url,
        status: true,
        cookies: undefined,
      });
    }
    const beacon = await request(app.app)
      .post('/api/events')
      .set('user-agent', 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36')
      .set('content-type', 'text/plain')
      .send(JSON.stringify({ events: [{ name: 'page_view', path: '/' }] }));
    expect(beacon.status).toBe(202);
    expect(beacon.headers['set-cookie']).toBeUndefined();
  });

  it('when a page is about to send a form, then GET /api/auth/csrf hands it the token, and the form goes through', async () => {
    const agent = request.agent(app.app);
    const issued = await agent.get('/api/auth/csrf');
    expect(issued.status).toBe(204);
    const token = /hv_csrf=([^;]+)/.exec(([] as string[]).concat(issued.headers['set-cookie'] ?? []).join(';'))?.[1];
    expect(token).toBeTruthy();
    // Asking again while the cookie is valid sets nothing new.
    expect((await agent.get('/api/auth/csrf')).headers['set-cookie']).toBeUndefined();
    const res = await agent
      .post('/api/reviews')
      .set('x-csrf-token', token!)
      .send({ hotelId, rating: 4, feedback: 'Lovely breakfast' });
    expect(res.status).toBe(201);
  });

  it('when a form is sent without any token, then it is refused and the refusal carries one to retry with', async () => {
    const res = await request(app.app).post('/api/reviews').send({ hotelId, rating: 4 });
    expect(res.status).toBe(403);
    expect(([] as string[]).concat(res.headers['set-cookie'] ?? []).join(';')).toContain(`${cookieNames.csrf}=`);
  });
});
