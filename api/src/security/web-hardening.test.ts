import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieNames } from '../platform/http/cookies.ts';
import { csrfHeader } from '../platform/http/csrf.ts';
import { uniqueIp } from '../../../test/support/client-ip.ts';
import { createHotel, createUser, linkUserToHotel, type TestUser } from '../../../test/support/factories.ts';
import { createTestApp, csrfProof, type TestApp } from '../../../test/support/test-app.ts';
import { eventually } from '../../../test/support/eventually.ts';
import { queueConnectionOf } from '../compose.ts';
import { createWorker } from '../platform/queues/backend.ts';
import { fakeWebApp } from '../../../test/support/security-world.ts';

const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hv-hardening-web-'));
let plain: TestApp;
let tls: TestApp;
let owner: TestUser;
let hotelId: string;

beforeAll(async () => {
  const env = { TRUST_PROXY: 'true' };
  const web = fakeWebApp(webDir);
  plain = createTestApp({ env, web });
  tls = createTestApp({ env: { ...env, PUBLIC_URL: 'https://hotelvoice.example' }, web });
  owner = await createUser(plain.deps.auth, plain.deps.pool);
  hotelId = (await createHotel(plain.deps.pool)).id;
  await linkUserToHotel(plain.deps.pool, owner.id, hotelId);
});
afterAll(async () => {
  await Promise.all([plain?.close(), tls?.close()]);
  fs.rmSync(webDir, { recursive: true, force: true });
});

const setCookies = (res: request.Response) => ([] as string[]).concat(res.headers['set-cookie'] ?? []);
const cookieNamed = (res: request.Response, name: string) => setCookies(res).find((c) => c.startsWith(`${name}=`));
const directives = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/) as [string, ...string[]])
      .map(([k, ...v]) => [k, v]),
  );

async function signIn(app: TestApp) {
  const anon = await request(app.app).get('/api/auth/csrf');
  const csrf = cookieNamed(anon, cookieNames.csrf)!.split(';')[0]!.split('=')[1]!;
  const res = await request(app.app)
    .post('/api/auth/sign-in')
    .set('cookie', `${cookieNames.csrf}=${csrf}`)
    .set(csrfHeader, csrf)
    .set('x-forwarded-for', uniqueIp())
    .send({ email: owner.email, password: owner.password });
  expect(res.status).toBe(200);
  return { res, csrf };
}

/** The owner's session cookies, straight from the auth port (the sign-in route's per-e-mail limit stays out of it). */
async function sessionCookies() {
  const session = await plain.deps.auth.signIn(owner.email, owner.password);
  return `${cookieNames.access}=${session.accessToken}; ${cookieNames.refresh}=${session.refreshToken}`;
}

describe('security headers', () => {
  it.each(['/', '/dashboard/home', '/api/auth/session', '/api/nothing-here', '/healthz'])(
    'when %s is fetched, then the CSP allows no eval and no inline script but this response’s nonce, and helmet’s headers are set',
    async (url) => {
      const res = await request(plain.app).get(url);
      const csp = directives(String(res.headers['content-security-policy']));
      const scripts = csp.get('script-src') ?? csp.get('default-src') ?? [];
      expect(scripts).toHaveLength(2);
      expect(scripts[0]).toBe("'self'");
      expect(scripts[1]).toMatch(/^'nonce-[A-Za-z0-9+/]{22}==?'$/);
      expect(csp.get('connect-src')).toEqual(["'self'", 'ws://localhost:8000']);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
      expect(csp.get('script-src-attr')).toEqual(["'none'"]);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('same-origin');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['strict-transport-security']).toBeUndefined();
    },
  );

  it('when two pages are fetched, then each carries its own nonce, the one its scripts carry', async () => {
    const [a, b] = [await request(plain.app).get('/'), await request(plain.app).get('/')];
    const nonceOf = (res: request.Response) =>
      /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(nonceOf(a)).toBeTruthy();
    expect(nonceOf(a)).not.toBe(nonceOf(b));
    expect(a.text).toContain(`<script nonce="${nonceOf(a)}">`);
  });

  it('when a page form is posted from another site or without an Origin, then it is refused before the page sees it', async () => {
    const foreign = await request(plain.app)
      .post('/login')
      .set('origin', 'https://evil.example')
      .type('form')
      .send('email=a');
    expect(foreign.status).toBe(403);
    const none = await request(plain.app).post('/login').type('form').send('email=a');
    expect(none.status).toBe(403);
    const same = await request(plain.app)
      .post('/login')
      .set('origin', 'http://localhost:8000')
      .type('form')
      .send('email=a');
    expect(same.status).toBe(200);
    expect(same.text).toContain('POST');
  });

  it('when PUBLIC_URL is https, then HSTS is sent and insecure requests are upgraded', async () => {
    const res = await request(tls.app).get('/');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(directives(String(res.headers['content-security-policy'])).has('upgrade-insecure-requests')).toBe(true);
  });
});

describe('caching of private answers', () => {
  it('when a signed-in owner or admin reads private answers, then each says Cache-Control: no-store', async () => {
    const admin = await createUser(plain.deps.auth, plain.deps.pool, { admin: true });
    const adminSession = await plain.deps.auth.signIn(admin.email, admin.password);
    const asAdmin = `${cookieNames.access}=${adminSession.accessToken}`;
    const asOwner = await sessionCookies();
    const reads: [string, string][] = [
      [asOwner, `/api/hotels/${hotelId}/call-logs`],
      [asOwner, `/api/hotels/${hotelId}/call-logs/none_lobby_20250303_101500`],
      [asOwner, `/api/hotels/${hotelId}/reviews`],
      [asOwner, '/api/me/hotels'],
      [asOwner, '/api/auth/session'],
      [asAdmin, '/api/admin/users'],
      [asAdmin, '/api/admin/outbox'],
    ];
    for (const [cookie, url] of reads) {
      const res = await request(plain.app).get(url).set('cookie', cookie);
      expect(`${url} ${res.status < 500} ${res.headers['cache-control']}`).toBe(`${url} true no-store`);
    }
  });

  it('when a route opts into caching (the public config), then it keeps its own Cache-Control', async () => {
    const res = await request(plain.app).get('/api/public/config');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });
});

describe('cookies', () => {
  it('when an owner signs in over http, then the session cookies are httpOnly and SameSite=Lax, not Secure', async () => {
    const { res } = await signIn(plain);
    for (const name of [cookieNames.access, cookieNames.refresh]) {
      const cookie = cookieNamed(res, name)!;
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Lax/);
      expect(cookie).not.toMatch(/; Secure/);
    }
  });

  it('when PUBLIC_URL is https, then every cookie, the CSRF one included, is Secure and SameSite', async () => {
    const { res } = await signIn(tls);
    for (const name of [cookieNames.access, cookieNames.refresh]) {
      expect(cookieNamed(res, name)).toMatch(/; HttpOnly/);
      expect(cookieNamed(res, name)).toMatch(/; Secure/);
      expect(cookieNamed(res, name)).toMatch(/; SameSite=Lax/);
    }
    const anon = await request(tls.app).get('/api/auth/csrf');
    expect(cookieNamed(anon, cookieNames.csrf)).toMatch(/; Secure/);
    expect(cookieNamed(anon, cookieNames.csrf)).toMatch(/; SameSite=Lax/);
  });
});

describe('CSRF', () => {
  const attempts: [string, string, string, (h: string) => object][] = [
    ['set a PMS key', 'post', '/api/set-pms-key', (h) => ({ hotel_id: h, pms_key: 'csrf-key' })],
    ['sign out', 'post', '/api/auth/sign-out', () => ({})],
    ['refresh the session', 'post', '/api/auth/refresh', () => ({})],
    ['submit a review', 'post', '/api/reviews', (h) => ({ hotelId: h, rating: 1, feedback: 'csrf' })],
    [
      'request a demo',
      'post',
      '/api/demo-requests',
      () => ({ name: 'x', email: 'x@example.com', hotel: 'x', message: 'csrf' }),
    ],
    ['edit a hotel', 'patch', `/api/admin/hotels/HOTEL`, () => ({ name: 'csrf' })],
    ['save a prompt', 'put', '/api/admin/prompts/base_personality', () => ({ body: 'csrf' })],
    [
      'sign up',
      'post',
      '/api/auth/sign-up',
      () => ({ firstName: 'a', lastName: 'b', email: 'csrf@example.com', password: 'long-enough-1' }),
    ],
  ];
  const variants: [string, (session: string, csrf: string) => Record<string, string>][] = [
    ['no CSRF header', (session, csrf) => ({ cookie: `${session}; ${cookieNames.csrf}=${csrf}` })],
    [
      'a header that does not match the cookie',
      (session, csrf) => ({ cookie: `${session}; ${cookieNames.csrf}=${csrf}`, [csrfHeader]: `${csrf}x` }),
    ],
    ['a header but no CSRF cookie', (session, csrf) => ({ cookie: session, [csrfHeader]: csrf })],
  ];

  for (const [what, method, url, body] of attempts) {
    it.each(variants)(
      `when a signed-in browser tries to ${what} with %s, then it gets 403 and nothing changes`,
      async (_v, headersOf) => {
        const session = await sessionCookies();
        const csrf = 'the-csrf-cookie-value';
        const before = await snapshot();
        const agent = request(plain.app);
        const attempt = await agent[method as 'post'](url.replace('HOTEL', hotelId))
          .set(headersOf(session, csrf))
          .set('x-forwarded-for', uniqueIp())
          .send(body(hotelId));
        expect(attempt.status).toBe(403);
        expect(attempt.body.error.code).toBe('csrf_failed');
        expect(await snapshot()).toEqual(before);
        // The session is still alive: sign-out and refresh were refused, not half-done.
        const check = await request(plain.app).get('/api/me/hotels').set('cookie', session);
        expect(check.status).toBe(200);
      },
    );
  }

  async function snapshot() {
    const { rows } = await plain.deps.pool.query(
      `select (select count(*) from public.pms_keys where hotel_id = $1) as keys,
              (select count(*) from public.reviews where hotel_id = $1) as reviews,
              (select count(*) from public.demo_requests where message = 'csrf') as demos,
              (select count(*) from public.users where email = 'csrf@example.com') as signups,
              (select name from public.hotels where hotel_id = $1) as name,
              (select count(*) from auth.sessions s join auth.users u on u.id = s.user_id where u.email = $2) as sessions`,
      [hotelId, owner.email],
    );
    return rows[0];
  }

  it('when the routes that carry their own proof (signature or bearer token) are called without CSRF, then CSRF does not answer for them', async () => {
    const res = await request(plain.app).post('/api/ingest/calls').send({});
    expect(res.status).toBe(401);
    const agent = await request(plain.app).get(`/api/agent/hotels/${hotelId}/context`);
    expect(agent.status).toBe(401);
  });
});

describe('CSRF tokens are bound to the session', () => {
  const setPmsKey = (cookie: string, token: string) =>
    request(plain.app)
      .post('/api/set-pms-key')
      .set('cookie', cookie)
      .set(csrfHeader, token)
      .set('x-forwarded-for', uniqueIp())
      .send({ hotel_id: hotelId, pms_key: 'bound-csrf-key' });

  it('when a request carries an attacker-chosen cookie and the same header, then it is refused', async () => {
    const session = await sessionCookies();
    const res = await setPmsKey(`${session}; ${cookieNames.csrf}=attacker-chosen`, 'attacker-chosen');
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('csrf_failed');
  });

  it("when a request carries a token signed for another session (the attacker's own), then it is refused", async () => {
    const attacker = await createUser(plain.deps.auth, plain.deps.pool);
    const attackerSession = await plain.deps.auth.signIn(attacker.email, attacker.password);
    const theirs = csrfProof(plain, attackerSession.accessToken).header[csrfHeader]!;
    const res = await setPmsKey(`${await sessionCookies()}; ${cookieNames.csrf}=${theirs}`, theirs);
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('csrf_failed');
  });

  it('when the owner signs in, then the signed-out token stops working and the new one works', async () => {
    const { res, csrf: before } = await signIn(plain);
    const after = cookieNamed(res, cookieNames.csrf)!.split(';')[0]!.split('=')[1]!;
    expect(after).not.toBe(before);
    const session = setCookies(res)
      .map((c) => c.split(';')[0]!)
      .filter((c) => c.startsWith(`${cookieNames.access}=`))
      .join('; ');
    expect((await setPmsKey(`${session}; ${cookieNames.csrf}=${before}`, before)).status).toBe(403);
    // Past CSRF the save is refused for what it says (no provider), not for its token.
    const accepted = await setPmsKey(`${session}; ${cookieNames.csrf}=${after}`, after);
    expect(accepted.status).toBe(400);
    expect(accepted.body.error.code).not.toBe('csrf_failed');
  });
});

describe('the queue board', () => {
  it('when an admin retries a failed job from the board, then the same-origin request is taken and the job runs again', async () => {
    const queue = plain.deps.queues.mail;
    const job = await queue.add('send', { outboxMessageId: randomUUID() }, { attempts: 1 });
    const worker = createWorker(queueConnectionOf(plain.config, plain.prefix), queue.name, async () => {
      throw new Error('smtp down');
    });
    await eventually(async () => ((await queue.getJobState(job.id!)) === 'failed' ? true : undefined), 'failure');
    await worker.close();
    const admin = await createUser(plain.deps.auth, plain.deps.pool, { admin: true });
    const session = await plain.deps.auth.signIn(admin.email, admin.password);
    const retry = (origin?: string) => {
      const req = request(plain.app)
        .put(`/admin/queues/api/queues/${queue.name}/${job.id}/retry`)
        .set('cookie', `${cookieNames.access}=${session.accessToken}`);
      return origin ? req.set('origin', origin) : req;
    };

    for (const origin of [undefined, 'http://evil.example', 'null']) {
      const refused = await retry(origin);
      expect(`${origin} ${refused.status} ${refused.body.error?.code}`).toBe(`${origin} 403 csrf_failed`);
    }
    expect(await queue.getJobState(job.id!)).toBe('failed');
    const res = await retry(plain.config.publicUrl);
    expect(res.status).toBeLessThan(300);
    expect(await queue.getJobState(job.id!)).not.toBe('failed');
  });

  it('when an admin opens the board, then its page loads nothing from other origins and is not cached', async () => {
    const admin = await createUser(plain.deps.auth, plain.deps.pool, { admin: true });
    const session = await plain.deps.auth.signIn(admin.email, admin.password);
    const res = await request(plain.app)
      .get('/admin/queues')
      .set('cookie', `${cookieNames.access}=${session.accessToken}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain('<div id="root">');
    expect(res.text).not.toMatch(/(href|src)="https?:/);
  });
});

describe('stored content is never served as HTML', () => {
  it('when a call transcript holds markup, then the CSV export is an attachment of type text/csv', async () => {
    const callId = 'xss_lobby_20250303_101500';
    await plain.deps.pool.query(
      `insert into public.call_logs (hotel_id, call_id, room_name, started_at, ended_at, duration_seconds, transcript, transcript_text, turn_count)
       values ($1, $2, 'lobby', now(), now(), 60, $3::jsonb, '<script>alert(1)</script>', 1)`,
      [hotelId, callId, JSON.stringify([{ role: 'user', text: '<script>alert(1)</script>', offset: null }])],
    );
    const cookie = await sessionCookies();
    const csv = await request(plain.app).get(`/api/hotels/${hotelId}/call-logs/export.csv`).set('cookie', cookie);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/^attachment/);
    const detail = await request(plain.app).get(`/api/hotels/${hotelId}/call-logs/${callId}`).set('cookie', cookie);
    expect(detail.headers['content-type']).toMatch(/^application\/json/);
    expect(detail.body.transcript[0].text).toBe('<script>alert(1)</script>');
  });

  it('when an unknown API path holds markup, then the 404 is JSON, not an HTML page echoing it', async () => {
    const res = await request(plain.app).get('/api/%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });
});
