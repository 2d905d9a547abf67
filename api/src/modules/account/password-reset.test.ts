import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signedInAgent, uniqueEmail } from '../../../../test/support/factories.ts';
import { uniqueIp } from '../../../../test/support/client-ip.ts';
import { mailsTo, tokenFromMail } from '../../../../test/support/outbox.ts';
import { browserAgent, createTestApp, type TestApp } from '../../../../test/support/test-app.ts';

let app: TestApp;

beforeAll(() => {
  app = createTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => app.close());

async function askForReset(email: string, ip = uniqueIp()) {
  const agent = await browserAgent(app.app);
  return agent.post('/api/auth/forgot-password').set('x-forwarded-for', ip).send({ email });
}

async function reset(token: string, password: string) {
  const agent = await browserAgent(app.app);
  return agent.post('/api/auth/reset-password').set('x-forwarded-for', uniqueIp()).send({ token, password });
}

async function signIn(email: string, password: string) {
  const agent = await browserAgent(app.app);
  return agent.post('/api/auth/sign-in').set('x-forwarded-for', uniqueIp()).send({ email, password });
}

describe('forgotten password', () => {
  it('when the link from the e-mail sets a new password, then only the new one works and other sessions end', async () => {
    const user = await createUser(app.deps.auth, app.deps.pool);
    const elsewhere = await signedInAgent(app, user);
    expect((await elsewhere.get('/api/me/hotels')).status).toBe(200);

    const asked = await askForReset(user.email);
    expect(asked.status).toBe(202);
    const token = await tokenFromMail(app.deps.pool, user.email, '/reset-password');

    const done = await reset(token, 'a-brand-new-password');
    expect(done.status).toBe(200);
    expect((await signIn(user.email, user.password)).status).toBe(401);
    expect((await signIn(user.email, 'a-brand-new-password')).status).toBe(200);
    expect((await elsewhere.get('/api/me/hotels')).status).toBe(401);
    const subjects = (await mailsTo(app.deps.pool, user.email)).map((m) => m.subject);
    expect(subjects).toEqual(['Reset your HotelVoice password', 'Your HotelVoice password was changed']);
  });

  it('when a link is used a second time, then it is refused with a clear message', async () => {
    const user = await createUser(app.deps.auth, app.deps.pool);
    await askForReset(user.email);
    const token = await tokenFromMail(app.deps.pool, user.email, '/reset-password');
    expect((await reset(token, 'first-new-password')).status).toBe(200);
    const again = await reset(token, 'second-new-password');
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe('This link is invalid or has expired. Ask for a new one.');
    expect((await signIn(user.email, 'first-new-password')).status).toBe(200);
  });

  it('when the link is older than an hour, then it is refused and the password stays', async () => {
    const user = await createUser(app.deps.auth, app.deps.pool);
    await askForReset(user.email);
    const token = await tokenFromMail(app.deps.pool, user.email, '/reset-password');
    await app.deps.pool.query(
      `update auth.one_time_tokens set created_at = now() - interval '61 minutes' where user_id = $1`,
      [user.id],
    );
    const res = await reset(token, 'too-late-password');
    expect(res.status).toBe(400);
    expect(res.body.error.details.reason).toBe('link_invalid');
    expect((await signIn(user.email, user.password)).status).toBe(200);
  });

  it('when a second link is asked for, then the first one stops working', async () => {
    const user = await createUser(app.deps.auth, app.deps.pool);
    await askForReset(user.email);
    const first = await tokenFromMail(app.deps.pool, user.email, '/reset-password');
    await askForReset(user.email);
    const second = await tokenFromMail(app.deps.pool, user.email, '/reset-password', 2);
    expect((await reset(first, 'via-the-first-link')).status).toBe(400);
    expect((await reset(second, 'via-the-second-link')).status).toBe(200);
  });

  it('when the address has no account, then the answer is the same and no e-mail goes out', async () => {
    const known = await createUser(app.deps.auth, app.deps.pool);
    const unknown = uniqueEmail('nobody');
    const forUnknown = await askForReset(unknown);
    const forKnown = await askForReset(known.email);
    expect({ status: forUnknown.status, keys: Object.keys(forUnknown.body) }).toEqual({
      status: forKnown.status,
      keys: Object.keys(forKnown.body),
    });
    expect(forUnknown.body).toEqual({ email: unknown });
    // The known address's mail arrives; by then the unknown one's lookup has long finished.
    await tokenFromMail(app.deps.pool, known.email, '/reset-password');
    expect(await mailsTo(app.deps.pool, unknown)).toEqual([]);
  });

  it('when one address asks again and again, then at most three e-mails go out in the hour and the answer stays the same', async () => {
    const user = await createUser(app.deps.auth, app.deps.pool);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await askForReset(user.email)).status);
    expect(answers).toEqual([202, 202, 202, 202, 202]);
    await tokenFromMail(app.deps.pool, user.email, '/reset-password', 3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailsTo(app.deps.pool, user.email)).toHaveLength(3);
  });

  it('when one client address asks for many addresses, then it is refused after 20 in the hour', async () => {
    const ip = uniqueIp();
    const statuses = [];
    for (let i = 0; i < 21; i++) statuses.push((await askForReset(uniqueEmail('walk'), ip)).status);
    expect(statuses.slice(0, 20).every((s) => s === 202)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('when the new password is too short or the token is missing, then nothing changes', async () => {
    const user = await createUser(app.deps.auth, app.deps.pool);
    await askForReset(user.email);
    const token = await tokenFromMail(app.deps.pool, user.email, '/reset-password');
    expect((await reset(token, 'short')).status).toBe(400);
    expect((await reset('', 'long-enough-password')).status).toBe(400);
    // The token was not spent by the refused attempt.
    expect((await reset(token, 'long-enough-password')).status).toBe(200);
  });
});
