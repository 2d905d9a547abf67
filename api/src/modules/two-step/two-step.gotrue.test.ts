import { decodeJwt } from 'jose';
import { Secret, TOTP } from 'otpauth';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supabaseEnv } from '../../../../test/support/auth-modes.ts';
import {
  doubleKeys,
  startSupabaseDouble,
  type SupabaseDouble,
} from '../../../../test/support/doubles/supabase-double.ts';
import { createUser, type TestUser } from '../../../../test/support/factories.ts';
import { browserAgent, createTestApp, type TestApp } from '../../../../test/support/test-app.ts';

/**
 * Supabase mode keeps the authenticator factor in GoTrue's MFA (decision 022): set-up enrolls a
 * factor at GoTrue, a code is challenged and verified there, and the session the browser gets is
 * GoTrue's own session raised to aal2. Recovery codes stay ours.
 */

let double: SupabaseDouble;
let app: TestApp;

beforeAll(async () => {
  double = await startSupabaseDouble();
  app = createTestApp({ env: supabaseEnv(double) });
});
afterAll(async () => {
  await app?.close();
  await double?.close();
});

const codeFor = (secret: string, stepsAhead = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + stepsAhead * 30_000 });

type Agent = Awaited<ReturnType<typeof browserAgent>>;

/** The access token cookie the api set for the agent (httpOnly, so read from the jar as the server sees it). */
function accessTokenOf(agent: Agent): string {
  const cookie = agent.agent.jar.getCookie('hv_at', { domain: '127.0.0.1', path: '/', secure: false, script: false });
  return cookie?.value ?? '';
}

async function signedIn(user: TestUser): Promise<Agent> {
  const agent = await browserAgent(app.app);
  expect((await agent.post('/api/auth/sign-in').send({ email: user.email, password: user.password })).status).toBe(200);
  return agent;
}

async function enableTwoStep(user: TestUser) {
  const agent = await signedIn(user);
  const setup = await agent.post('/api/account/two-step/setup').send({ password: user.password });
  expect(setup.status).toBe(200);
  const secret: string = setup.body.secret;
  const confirmed = await agent.post('/api/account/two-step/confirm').send({ code: codeFor(secret) });
  expect(confirmed.status).toBe(200);
  return { agent, secret, recoveryCodes: confirmed.body.recoveryCodes as string[] };
}

/** What anyone with the password and the public anon key gets from GoTrue itself: an aal1 session. */
async function passwordGrantAtGoTrue(user: TestUser): Promise<string> {
  const res = await fetch(`${double.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: doubleKeys.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  const body = (await res.json()) as { access_token: string };
  return body.access_token;
}

const factorsAtGoTrue = (userId: string) => double.auth.factorsOf(userId).map((f) => f.status);

describe('two-step sign-in through GoTrue MFA (Supabase auth)', () => {
  it('when set-up is confirmed, then the factor is verified at GoTrue and this session is raised to aal2', async () => {
    const user = await createUser(app.deps.auth, app.deps.pool);
    const agent = await signedIn(user);
    const setup = await agent.post('/api/account/two-step/setup').send({ password: user.password });
    expect(setup.status).toBe(200);
    // The secret and URL GoTrue made, the QR code ours.
    const [unverified] = double.auth.factorsOf(user.id);
    expect(unverified).toMatchObject({ status: 'unverified', secret: setup.body.secret });
    expect(setup.body.otpauthUrl).toContain(`secret=${setup.body.secret}`);
    expect(setup.body.qrSvg).toContain('<svg');
    expect(double.requestsTo('POST', '/auth/v1/factors')).toHaveLength(1);

    const wrong = await agent.post('/api/account/two-step/confirm').send({ code: codeFor(setup.body.secret, 6) });
    expect(wrong.status).toBe(400);
    expect(factorsAtGoTrue(user.id)).toEqual(['unverified']);
    expect(decodeJwt(accessTokenOf(agent)).aal).toBe('aal1');

    const right = await agent.post('/api/account/two-step/confirm').send({ code: codeFor(setup.body.secret) });
    expect(right.status).toBe(200);
    expect(right.body.recoveryCodes).toHaveLength(10);
    expect(factorsAtGoTrue(user.id)).toEqual(['verified']);
    expect(decodeJwt(accessTokenOf(agent)).aal).toBe('aal2');
    expect((await agent.get('/api/account')).status).toBe(200);
    expect((await agent.get('/api/account/two-step')).body).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    // Our own factor table stays empty in this mode.
    const ours = await app.deps.pool.query('select 1 from public.two_step_factors where user_id = $1', [user.id]);
    expect(ours.rowCount).toBe(0);
  }, 30_000);

  it('when the password is right, then only a code verified at GoTrue yields a session, at aal2', async () => {
    const user = await createUser(app.deps.auth, app.deps.pool);
    const { secret } = await enableTwoStep(user);
    const agent = await browserAgent(app.app);
    const password = await agent.post('/api/auth/sign-in').send({ email: user.email, password: user.password });
    expect(password.body.user).toBeUndefined();
    const ticket: string = password.body.twoStep.ticket;
    expect(accessTokenOf(agent)).toBe('');

    const verifiesBefore = double.requestsTo(
      'POST',
      `/auth/v1/factors/${double.auth.factorsOf(user.id)[0]!.id}/verify`,
    );
    const wrong = await agent.post('/api/auth/two-step').send({ ticket, code: codeFor(secret, 8) });
    expect([wrong.status, wrong.body.error.details?.reason]).toEqual([401, 'wrong_code']);
    const verifies = double.requestsTo('POST', `/auth/v1/factors/${double.auth.factorsOf(user.id)[0]!.id}/verify`);
    expect(verifies.length).toBe(verifiesBefore.length + 1);
    expect(accessTokenOf(agent)).toBe('');

    const right = await agent.post('/api/auth/two-step').send({ ticket, code: codeFor(secret, 1) });
    expect(right.status).toBe(200);
    const claims = decodeJwt(accessTokenOf(agent));
    expect(claims.aal).toBe('aal2');
    expect((claims.amr as { method: string }[]).map((m) => m.method)).toContain('totp');
    expect((await agent.get('/api/account')).status).toBe(200);
  }, 30_000);

  it('when an aal1 token of a user with a verified factor reaches the api, then it is refused', async () => {
    const user = await createUser(app.deps.auth, app.deps.pool);
    const before = await passwordGrantAtGoTrue(user);
    expect((await request(app.app).get('/api/account').set('Cookie', `hv_at=${before}`)).status).toBe(200);
    await enableTwoStep(user);
    // The password alone, straight at GoTrue with the public anon key, is not enough for the api.
    const token = await passwordGrantAtGoTrue(user);
    expect(decodeJwt(token).aal).toBe('aal1');
    const refused = await request(app.app).get('/api/account').set('Cookie', `hv_at=${token}`);
    expect([refused.status, refused.body.error.details?.reason]).toEqual([401, 'second_step_missing']);
    // GoTrue ended the user's aal1 sessions when the factor was verified.
    expect((await request(app.app).get('/api/account').set('Cookie', `hv_at=${before}`)).status).toBe(401);
  }, 30_000);

  it('when a recovery code is used, then the aal1 session it passed is accepted, and it turns the factor off at GoTrue', async () => {
    const user = await createUser(app.deps.auth, app.deps.pool);
    const { recoveryCodes } = await enableTwoStep(user);
    const agent = await browserAgent(app.app);
    const password = await agent.post('/api/auth/sign-in').send({ email: user.email, password: user.password });
    const ok = await agent
      .post('/api/auth/two-step')
      .send({ ticket: password.body.twoStep.ticket, code: recoveryCodes[0] });
    expect(ok.status).toBe(200);
    // GoTrue knows nothing of our recovery codes: the session stays aal1, passed by our code step.
    expect(decodeJwt(accessTokenOf(agent)).aal).toBe('aal1');
    expect((await agent.get('/api/account')).status).toBe(200);
    expect((await agent.post('/api/auth/refresh')).status).toBe(200);
    expect((await agent.get('/api/account')).status).toBe(200);

    const off = await agent
      .post('/api/account/two-step/disable')
      .send({ password: user.password, code: recoveryCodes[1] });
    expect(off.status).toBe(204);
    expect(factorsAtGoTrue(user.id)).toEqual([]);
    expect((await agent.get('/api/account/two-step')).body).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
    const plain = await browserAgent(app.app);
    const again = await plain.post('/api/auth/sign-in').send({ email: user.email, password: user.password });
    expect(again.body.user).toMatchObject({ email: user.email });
  }, 30_000);
});
