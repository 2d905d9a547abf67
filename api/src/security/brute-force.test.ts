import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authLimits } from '../modules/auth/auth.routes.ts';
import { cookieNames } from '../platform/http/cookies.ts';
import { csrfHeader } from '../platform/http/csrf.ts';
import { createUser, uniqueEmail, type TestUser } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { nextIp } from './roles.ts';

/**
 * Two api instances on the same Redis with the same prefix, as two api processes of one deployment
 * are: an attacker spreading guesses over both must hit the same limits as on one.
 */
let one: TestApp;
let two: TestApp;
let victim: TestUser;

beforeAll(async () => {
  const prefix = `t${randomUUID().slice(0, 8)}`;
  one = createTestApp({ prefix, env: { TRUST_PROXY: 'true' } });
  two = createTestApp({ prefix, env: { TRUST_PROXY: 'true' } });
  victim = await createUser(one.deps.auth, one.deps.pool);
});
afterAll(async () => {
  await Promise.all([one?.close(), two?.close()]);
});

const csrf = 'brute-force-csrf';
function post(app: TestApp, url: string, ip: string, body: object) {
  return request(app.app)
    .post(url)
    .set('cookie', `${cookieNames.csrf}=${csrf}`)
    .set(csrfHeader, csrf)
    .set('x-forwarded-for', ip)
    .send(body);
}
const apps = () => [one, two];
const alternate = (i: number) => apps()[i % 2]!;

function expectLimited(res: request.Response) {
  expect(res.status).toBe(429);
  expect(res.body.error.code).toBe('rate_limited');
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('sign-in limits across two api processes', () => {
  it('when guesses for one e-mail come from many addresses through both apis, then the e-mail locks, the right password too', async () => {
    const user = await createUser(one.deps.auth, one.deps.pool);
    for (let i = 0; i < authLimits.signInPerEmail.points; i++) {
      const res = await post(alternate(i), '/api/auth/sign-in', nextIp(), {
        email: user.email,
        password: `guess-${i}`,
      });
      expect(res.status).toBe(401);
    }
    for (const app of apps()) {
      expectLimited(await post(app, '/api/auth/sign-in', nextIp(), { email: user.email, password: user.password }));
      // Case and spacing do not make it another e-mail.
      expectLimited(
        await post(app, '/api/auth/sign-in', nextIp(), { email: ` ${user.email.toUpperCase()} `, password: 'x' }),
      );
    }
  });

  it('when the admin sign-in is used for the same e-mail, then it spends the same budget', async () => {
    const user = await createUser(one.deps.auth, one.deps.pool);
    const half = Math.ceil(authLimits.signInPerEmail.points / 2);
    for (let i = 0; i < authLimits.signInPerEmail.points; i++) {
      const url = i < half ? '/api/auth/sign-in' : '/api/auth/admin/sign-in';
      expect([401, 403]).toContain(
        (await post(alternate(i), url, nextIp(), { email: user.email, password: 'nope' })).status,
      );
    }
    expectLimited(await post(two, '/api/auth/admin/sign-in', nextIp(), { email: user.email, password: 'nope' }));
    expectLimited(await post(one, '/api/auth/sign-in', nextIp(), { email: user.email, password: 'nope' }));
  });

  it('when one address tries many e-mails through both apis, then the address locks on both', async () => {
    const ip = nextIp();
    for (let i = 0; i < authLimits.signInPerIp.points; i++) {
      const res = await post(alternate(i), '/api/auth/sign-in', ip, { email: uniqueEmail('spray'), password: 'guess' });
      expect(res.status).toBe(401);
    }
    for (const app of apps()) {
      expectLimited(await post(app, '/api/auth/sign-in', ip, { email: victim.email, password: victim.password }));
    }
    // Malformed bodies spend points too: they are counted before the body is read.
    expectLimited(await post(one, '/api/auth/sign-in', ip, {}));
  });

  it('when the attacker forges X-Forwarded-For in front of the load balancer, then its real address still locks', async () => {
    const real = nextIp();
    for (let i = 0; i < authLimits.signInPerIp.points; i++) {
      // The load balancer appends the address it saw; the attacker controls everything before it.
      const res = await post(alternate(i), '/api/auth/sign-in', `203.0.113.${i % 250}, ${real}`, {
        email: uniqueEmail('forge'),
        password: 'guess',
      });
      expect(res.status).toBe(401);
    }
    expectLimited(
      await post(one, '/api/auth/sign-in', `198.51.100.7, ${real}`, { email: uniqueEmail('f'), password: 'x' }),
    );
  });
});

describe('sign-up limits across two api processes', () => {
  const signUp = (email: string) => ({ firstName: 'Bo', lastName: 'Brute', email, password: 'long-enough-1' });

  it('when one address signs up many times through both apis, then it gets 429 and no account is made', async () => {
    const ip = nextIp();
    for (let i = 0; i < authLimits.signUpPerIp.points; i++) {
      expect((await post(alternate(i), '/api/auth/sign-up', ip, signUp(uniqueEmail('flood')))).status).toBe(201);
    }
    const extra = uniqueEmail('flood');
    for (const app of apps()) expectLimited(await post(app, '/api/auth/sign-up', ip, signUp(extra)));
    const { rowCount } = await one.deps.pool.query('select 1 from public.users where email = $1', [extra]);
    expect(rowCount).toBe(0);
  });

  it('when one e-mail is signed up again and again from many addresses, then it gets 429', async () => {
    const email = uniqueEmail('again');
    const statuses: number[] = [];
    for (let i = 0; i < authLimits.signUpPerEmail.points; i++) {
      statuses.push((await post(alternate(i), '/api/auth/sign-up', nextIp(), signUp(email))).status);
    }
    expect(statuses[0]).toBe(201);
    expect(statuses.slice(1).every((s) => s === 409 || s === 201)).toBe(true);
    for (const app of apps())
      expectLimited(await post(app, '/api/auth/sign-up', nextIp(), signUp(email.toUpperCase())));
  });
});
