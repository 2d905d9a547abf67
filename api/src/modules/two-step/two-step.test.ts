import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authModeEnv, authModes } from '../../../../test/support/auth-modes.ts';
import { createUser, type TestUser } from '../../../../test/support/factories.ts';
import { codeStepLimits } from './code-throttle.ts';
import { ticketLockedMessage } from './two-step.service.ts';
import { browserAgent, createTestApp, type BrowserAgent, type TestApp } from '../../../../test/support/test-app.ts';
import { codeFor, enableTwoStep as turnOn } from '../../../../test/support/two-step.ts';

let app: TestApp;

async function signedIn(user: TestUser) {
  const agent = await browserAgent(app.app);
  const res = await agent.post('/api/auth/sign-in').send({ email: user.email, password: user.password });
  expect(res.status).toBe(200);
  return agent;
}

/** Turns two-step sign-in on through the account routes; returns the secret, the code it spent and the recovery codes. */
async function enableTwoStep(user: TestUser) {
  const agent = await signedIn(user);
  const { secret, confirmCode, recoveryCodes, setup } = await turnOn(agent, user);
  expect(setup.otpauthUrl).toContain('secret=' + secret);
  expect(setup.qrSvg).toContain('<svg');
  expect(new Set(recoveryCodes).size).toBe(10);
  return { agent, secret, confirmCode, recoveryCodes };
}

async function passwordStep(user: TestUser) {
  const agent = await browserAgent(app.app);
  const res = await agent.post('/api/auth/sign-in').send({ email: user.email, password: user.password });
  expect(res.status).toBe(200);
  return { agent, res };
}

// Both auth adapters, through the same routes: local mode keeps the factor in our tables, Supabase
// mode in GoTrue's MFA (the double's /factors; two-step.gotrue.test.ts checks that side).
describe.each(authModes)('two-step sign-in (%s auth)', (mode) => {
  let closeAuth: () => Promise<void>;
  beforeAll(async () => {
    const auth = await authModeEnv(mode);
    closeAuth = auth.close;
    app = createTestApp({ env: auth.env });
  });
  afterAll(async () => {
    await app.close();
    await closeAuth();
  });

  it('when it is on, then the password alone gives no session and only a right code does', async () => {
    const user = await createUser(app.deps.auth, app.deps.pool);
    const { secret } = await enableTwoStep(user);
    const { agent, res } = await passwordStep(user);
    expect(res.body.user).toBeUndefined();
    expect(typeof res.body.twoStep.ticket).toBe('string');
    expect(String(res.headers['set-cookie'] ?? '')).not.toContain('hv_at=');
    expect((await agent.get('/api/auth/session')).body.user).toBeNull();
    expect((await agent.get('/api/account')).status).toBe(401);

    const wrong = await agent
      .post('/api/auth/two-step')
      .send({ ticket: res.body.twoStep.ticket, code: codeFor(secret, 5) });
    expect([wrong.status, wrong.body.error.message]).toEqual([
      401,
      'That code is not right. Enter the current code from your authenticator app.',
    ]);
    expect((await agent.get('/api/auth/session')).body.user).toBeNull();

    const right = await agent
      .post('/api/auth/two-step')
      .send({ ticket: res.body.twoStep.ticket, code: codeFor(secret, 1) });
    expect(right.status).toBe(200);
    expect(right.body.user).toMatchObject({ email: user.email });
    expect((await agent.get('/api/account')).status).toBe(200);
    expect((await agent.get('/api/account/two-step')).body).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
      required: false,
    });

    // The ticket is spent with the session it held.
    const again = await agent
      .post('/api/auth/two-step')
      .send({ ticket: res.body.twoStep.ticket, code: codeFor(secret, 1) });
    expect(again.status).toBe(401);
  }, 30_000);

  it('when a code was already used in its window, then it is refused the second time', async () => {
    const user = await createUser(app.deps.auth, app.deps.pool);
    const { secret, confirmCode } = await enableTwoStep(user);
    // The set-up spent its step's code: signing in with it is refused (the very code, not the
    // current step's: the clock may have moved on to the next step since).
    const first = await passwordStep(user);
    const reused = await first.agent
      .post('/api/auth/two-step')
      .send({ ticket: first.res.body.twoStep.ticket, code: confirmCode });
    expect(reused.status).toBe(401);
    const next = codeFor(secret, 1);
    expect(
      (await first.agent.post('/api/auth/two-step').send({ ticket: first.res.body.twoStep.ticket, code: next })).status,
    ).toBe(200);
    const second = await passwordStep(user);
    const replay = await second.agent
      .post('/api/auth/two-step')
      .send({ ticket: second.res.body.twoStep.ticket, code: next });
    expect(replay.status).toBe(401);
  }, 30_000);

  it('when a recovery code is used, then it works once', async () => {
    const user = await createUser(app.deps.auth, app.deps.pool);
    const { recoveryCodes } = await enableTwoStep(user);
    const first = await passwordStep(user);
    const typed = recoveryCodes[3]!.toUpperCase().replace('-', ' ');
    const ok = await first.agent
      .post('/api/auth/two-step')
      .send({ ticket: first.res.body.twoStep.ticket, code: typed });
    expect(ok.status).toBe(200);
    expect((await first.agent.get('/api/account/two-step')).body.recoveryCodesLeft).toBe(9);

    const second = await passwordStep(user);
    const reused = await second.agent
      .post('/api/auth/two-step')
      .send({ ticket: second.res.body.twoStep.ticket, code: recoveryCodes[3] });
    expect(reused.status).toBe(401);
  }, 30_000);

  const codeStep = (agent: BrowserAgent, ticket: string, code: string) =>
    agent.post('/api/auth/two-step').send({ ticket, code });

  it('when five codes on one ticket are wrong, then the ticket is locked and a right code needs the password again', async () => {
    const user = await createUser(app.deps.auth, app.deps.pool);
    const { secret } = await enableTwoStep(user);
    const { agent, res } = await passwordStep(user);
    const ticket = res.body.twoStep.ticket;
    const reasons: string[] = [];
    for (let i = 0; i < 5; i++)
      reasons.push((await codeStep(agent, ticket, codeFor(secret, 10 + i))).body.error.details.reason);
    expect(reasons).toEqual(Array(5).fill('wrong_code'));
    const locked = await codeStep(agent, ticket, codeFor(secret, 1));
    expect([locked.status, locked.body.error.message]).toEqual([401, ticketLockedMessage]);
    expect((await agent.get('/api/auth/session')).body.user).toBeNull();
  }, 30_000);

  it('when thirty wrong codes arrive at once for one ticket, then at most five are checked', async () => {
    const user = await createUser(app.deps.auth, app.deps.pool);
    const { secret } = await enableTwoStep(user);
    const { agent, res } = await passwordStep(user);
    const ticket = res.body.twoStep.ticket;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => codeStep(agent, ticket, codeFor(secret, 10 + (i % 20)))),
    );
    const checked = answers.filter((a) => a.body.error?.details?.reason === 'wrong_code').length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(5);
    expect(answers.every((a) => a.status === 401 || a.status === 429)).toBe(true);
    expect((await codeStep(agent, ticket, codeFor(secret, 1))).status).toBe(401);
  }, 30_000);

  it('when the password is typed again between wrong codes, then the code failures still add up for the account', async () => {
    const user = await createUser(app.deps.auth, app.deps.pool);
    const { secret } = await enableTwoStep(user);
    const { points } = codeStepLimits.wrongCodesPerAccount;
    let wrong = 0;
    let ticket = '';
    let agent: BrowserAgent | undefined;
    while (wrong < points) {
      if (wrong % 4 === 0)
        ({
          agent,
          res: {
            body: {
              twoStep: { ticket },
            },
          },
        } = await passwordStep(user));
      expect((await codeStep(agent!, ticket, codeFor(secret, 10 + (wrong % 20)))).status).toBe(401);
      wrong++;
    }
    const { agent: fresh, res } = await passwordStep(user);
    const refused = await codeStep(fresh, res.body.twoStep.ticket, codeFor(secret, 1));
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toMatch(/^Too many requests\. Try again in /);
  }, 60_000);

  it('when it is turned off, then password and a code are required and sign-in needs no code after', async () => {
    const user = await createUser(app.deps.auth, app.deps.pool);
    const { agent, secret } = await enableTwoStep(user);
    const noPassword = await agent
      .post('/api/account/two-step/disable')
      .send({ password: 'wrong', code: codeFor(secret, 1) });
    expect(noPassword.status).toBe(400);
    const wrongCode = await agent
      .post('/api/account/two-step/disable')
      .send({ password: user.password, code: codeFor(secret, 7) });
    expect(wrongCode.status).toBe(400);
    expect((await agent.get('/api/account/two-step')).body.enabled).toBe(true);
    const off = await agent
      .post('/api/account/two-step/disable')
      .send({ password: user.password, code: codeFor(secret, 1) });
    expect(off.status).toBe(204);
    expect((await passwordStep(user)).res.body.user).toMatchObject({ email: user.email });
  }, 30_000);

  it('when set-up is asked for without the right password, then no secret is made (a stolen session alone cannot lock the owner out)', async () => {
    const user = await createUser(app.deps.auth, app.deps.pool);
    const agent = await signedIn(user);
    const none = await agent.post('/api/account/two-step/setup').send({});
    expect([none.status, none.body.error.message]).toEqual([400, 'Enter your current password.']);
    const wrong = await agent.post('/api/account/two-step/setup').send({ password: 'not-the-password' });
    expect([wrong.status, wrong.body.error.message]).toEqual([400, 'Your current password is not right.']);
    expect(wrong.body.secret).toBeUndefined();
    expect((await agent.get('/api/account/two-step')).body.enabled).toBe(false);
    expect((await passwordStep(user)).res.body.user).toMatchObject({ email: user.email });
  }, 30_000);

  it('when set-up is confirmed with a wrong code, then it stays off', async () => {
    const user = await createUser(app.deps.auth, app.deps.pool);
    const agent = await signedIn(user);
    const setup = await agent.post('/api/account/two-step/setup').send({ password: user.password });
    const wrong = await agent.post('/api/account/two-step/confirm').send({ code: codeFor(setup.body.secret, 9) });
    expect(wrong.status).toBe(400);
    expect((await agent.get('/api/account/two-step')).body.enabled).toBe(false);
    expect((await passwordStep(user)).res.body.user).toMatchObject({ email: user.email });
  }, 30_000);
});

describe('admins required to use two-step sign-in', () => {
  let strict: TestApp;
  beforeAll(() => {
    strict = createTestApp({ env: { ADMIN_TWO_STEP_REQUIRED: 'true' } });
  });
  afterAll(() => strict.close());

  it('when an admin has not set it up, then the admin area refuses until they do', async () => {
    const admin = await createUser(strict.deps.auth, strict.deps.pool, { admin: true });
    const agent = await browserAgent(strict.app);
    await agent.post('/api/auth/admin/sign-in').send({ email: admin.email, password: admin.password });
    const refused = await agent.get('/api/admin/users');
    expect([refused.status, refused.body.error.details?.reason]).toEqual([403, 'two_step_required']);
    expect((await agent.get('/api/account/two-step')).body).toMatchObject({ enabled: false, required: true });
    const setup = await agent.post('/api/account/two-step/setup').send({ password: admin.password });
    expect((await agent.post('/api/account/two-step/confirm').send({ code: codeFor(setup.body.secret) })).status).toBe(
      200,
    );
    expect((await agent.get('/api/admin/users')).status).toBe(200);
  }, 30_000);
});
