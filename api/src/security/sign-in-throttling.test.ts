import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authLimits } from '../modules/auth/auth-limits.ts';
import { freeFailures, signInLimits } from '../modules/auth/sign-in-throttle.ts';
import { uniqueIp } from '../../../test/support/client-ip.ts';
import { createUser, uniqueEmail } from '../../../test/support/factories.ts';
import { createTestApp, csrfProof, type TestApp } from '../../../test/support/test-app.ts';

/**
 * Two api instances with the same prefix, as two api processes of one deployment are, on each
 * queue backend (Redis, or Postgres for the counters): guesses spread over both meet one budget.
 */
describe.each(['redis', 'postgres'] as const)('sign-in throttling across two api processes (%s)', (backend) => {
  let one: TestApp;
  let two: TestApp;

  beforeAll(() => {
    const prefix = `t${randomUUID().slice(0, 8)}`;
    one = createTestApp({ prefix, queueBackend: backend, env: { TRUST_PROXY: 'true' } });
    two = createTestApp({ prefix, queueBackend: backend, env: { TRUST_PROXY: 'true' } });
  });
  afterAll(async () => {
    await Promise.all([one?.close(), two?.close()]);
  });

  const post = (app: TestApp, url: string, ip: string, body: object) => {
    const csrf = csrfProof(app);
    return request(app.app).post(url).set('cookie', csrf.cookie).set(csrf.header).set('x-forwarded-for', ip).send(body);
  };
  const alternate = (i: number) => [one, two][i % 2]!;
  const signIn = (i: number, ip: string, email: string, password: string, url = '/api/auth/sign-in') =>
    post(alternate(i), url, ip, { email, password });

  function expectLimited(res: request.Response) {
    expect(res.status).toBe(429);
    expect(res.body.error.code).toBe('rate_limited');
    expect(res.body.error.message).toMatch(/^Too many requests\. Try again in \d+ (second|minute|hour)s?\.$/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    return Number(res.headers['retry-after']);
  }

  it('when one address fails a handful of times for an e-mail, then that pair waits a minute, told in words', async () => {
    const user = await createUser(one.deps.auth, one.deps.pool);
    const attacker = uniqueIp();
    for (let i = 0; i <= freeFailures; i++) expect((await signIn(i, attacker, user.email, 'guess')).status).toBe(401);
    const res = await signIn(0, attacker, user.email, user.password);
    expect(expectLimited(res)).toBeGreaterThan(50);
    expect(res.body.error.message).toBe('Too many requests. Try again in 1 minute.');
    expectLimited(await signIn(1, attacker, ` ${user.email.toUpperCase()} `, 'x'));
  });

  it('when an attacker is blocked for an e-mail, then its owner still signs in from another address', async () => {
    const user = await createUser(one.deps.auth, one.deps.pool);
    const attacker = uniqueIp();
    for (let i = 0; i < 2 * freeFailures; i++) await signIn(i, attacker, user.email, 'guess');
    expectLimited(await signIn(0, attacker, user.email, user.password));
    for (let i = 0; i < 2; i++) expect((await signIn(i, uniqueIp(), user.email, user.password)).status).toBe(200);
  });

  it('when a pair keeps failing after each wait, then each wait is longer than the last', async () => {
    const user = await createUser(one.deps.auth, one.deps.pool);
    const ip = uniqueIp();
    const pair = `${user.email}_${ip}`;
    for (let i = 0; i <= freeFailures; i++) await signIn(i, ip, user.email, 'guess');
    const waits = [expectLimited(await signIn(0, ip, user.email, 'guess'))];
    for (let round = 0; round < 2; round++) {
      // As if the wait had passed.
      await one.deps.rateLimits.reset(signInLimits.pairBlock, pair);
      expect((await signIn(round, ip, user.email, 'guess')).status).toBe(401);
      waits.push(expectLimited(await signIn(round + 1, ip, user.email, 'guess')));
    }
    expect(waits[1]).toBeGreaterThan(waits[0]!);
    expect(waits[2]).toBeGreaterThan(waits[1]!);
  });

  it('when an owner signs in twelve times in a row, then every one passes', async () => {
    const user = await createUser(one.deps.auth, one.deps.pool);
    const ip = uniqueIp();
    for (let i = 0; i < 12; i++) expect((await signIn(i, ip, user.email, user.password)).status).toBe(200);
  });

  it('when a pair fails, then signs in, then fails again, then the earlier failures no longer count', async () => {
    const user = await createUser(one.deps.auth, one.deps.pool);
    const ip = uniqueIp();
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < freeFailures; i++) expect((await signIn(i, ip, user.email, 'guess')).status).toBe(401);
      expect((await signIn(round, ip, user.email, user.password)).status).toBe(200);
    }
  });

  it('when the admin sign-in is used for the same e-mail and address, then it shares the counters', async () => {
    const admin = await createUser(one.deps.auth, one.deps.pool, { admin: true });
    const ip = uniqueIp();
    for (let i = 0; i <= freeFailures; i++) {
      const url = i % 2 ? '/api/auth/admin/sign-in' : '/api/auth/sign-in';
      expect((await signIn(i, ip, admin.email, 'guess', url)).status).toBe(401);
    }
    expectLimited(await signIn(0, ip, admin.email, admin.password, '/api/auth/admin/sign-in'));
  });

  it('when one address fails for a hundred made-up e-mails, then it is slowed, not banned: an owner who has not failed there still signs in', async () => {
    const ip = uniqueIp();
    const { points } = signInLimits.addressFailuresPerDay;
    const sprayed = Array.from({ length: points }, () => uniqueEmail('spray'));
    for (let i = 0; i < points; i++) expect((await signIn(i, ip, sprayed[i]!, 'guess')).status).toBe(401);
    // An e-mail that already failed from this address waits for the day.
    expect(expectLimited(await signIn(0, ip, sprayed[0]!, 'guess'))).toBeGreaterThan(3600);
    // A fresh one is checked, but at most one every few seconds.
    expect((await signIn(1, ip, uniqueEmail('spray'), 'guess')).status).toBe(401);
    expect(expectLimited(await signIn(0, ip, uniqueEmail('spray'), 'guess'))).toBeLessThanOrEqual(
      signInLimits.addressSlowed.durationSeconds,
    );
    // As if those seconds had passed: the owner's right password from the shared network gets in.
    await one.deps.rateLimits.reset(signInLimits.addressSlowed, ip);
    const owner = await createUser(one.deps.auth, one.deps.pool);
    expect((await signIn(1, ip, owner.email, owner.password)).status).toBe(200);
  }, 60_000);

  it('when fifty wrong passwords for one e-mail arrive at once, then no more are checked than the pair may fail', async () => {
    const user = await createUser(one.deps.auth, one.deps.pool);
    const ip = uniqueIp();
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => signIn(i, ip, user.email, `guess-${i}`)));
    const checked = answers.filter((a) => a.status === 401).length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(freeFailures + 1);
    expect(answers.filter((a) => a.status !== 401).every((a) => a.status === 429)).toBe(true);
  }, 60_000);

  it('when the attacker forges X-Forwarded-For in front of the load balancer, then its real address still counts', async () => {
    const user = await createUser(one.deps.auth, one.deps.pool);
    const real = uniqueIp();
    for (let i = 0; i <= freeFailures; i++) {
      // The load balancer appends the address it saw; the attacker controls everything before it.
      expect((await signIn(i, `203.0.113.${i}, ${real}`, user.email, 'guess')).status).toBe(401);
    }
    expectLimited(await signIn(0, `198.51.100.7, ${real}`, user.email, user.password));
  });

  it('when one address signs up many times through both apis, then it gets 429 and no account is made', async () => {
    const ip = uniqueIp();
    const signUp = (email: string) => ({ firstName: 'Bo', lastName: 'Brute', email, password: 'long-enough-1' });
    for (let i = 0; i < authLimits.signUpPerIp.points; i++) {
      expect((await post(alternate(i), '/api/auth/sign-up', ip, signUp(uniqueEmail('flood')))).status).toBe(201);
    }
    const extra = uniqueEmail('flood');
    for (const app of [one, two]) expectLimited(await post(app, '/api/auth/sign-up', ip, signUp(extra)));
    const { rowCount } = await one.deps.pool.query('select 1 from public.users where email = $1', [extra]);
    expect(rowCount).toBe(0);
  });
});
