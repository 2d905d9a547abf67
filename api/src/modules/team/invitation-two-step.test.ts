import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authModeEnv, authModes } from '../../../../test/support/auth-modes.ts';
import { createHotel, createUser, linkUserToHotel, signedInAgent } from '../../../../test/support/factories.ts';
import { tokenFromMail } from '../../../../test/support/outbox.ts';
import { browserAgent, createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { codeFor, enableTwoStep } from '../../../../test/support/two-step.ts';
import { freeFailures } from '../auth/index.ts';

/**
 * Accepting an invitation with an existing account's password is a sign-in (decision 080): with
 * two-step sign-in on, it answers a ticket for the code step and never cookies, in both auth modes.
 */
describe.each(authModes)('an invitation accepted by an account with two-step sign-in (%s auth)', (mode) => {
  let app: TestApp;
  let closeAuth: () => Promise<void>;
  beforeAll(async () => {
    const auth = await authModeEnv(mode);
    closeAuth = auth.close;
    app = createTestApp({ env: { ...auth.env, TRUST_PROXY: 'true' } });
  });
  afterAll(async () => {
    await app.close();
    await closeAuth();
  });

  /** A hotel whose owner invites `email`; answers the token from the e-mail. */
  async function invitationFor(email: string) {
    const owner = await createUser(app.deps.auth, app.deps.pool);
    const hotel = await createHotel(app.deps.pool);
    await linkUserToHotel(app.deps.pool, owner.id, hotel.id);
    const ownerAgent = await signedInAgent(app, owner);
    await ownerAgent.post(`/api/hotels/${hotel.id}/team/invitations`).send({ email, role: 'manager' }).expect(201);
    return { hotel, token: await tokenFromMail(app.deps.pool, email, '/invitation') };
  }

  async function victimWithTwoStep(admin: boolean) {
    const victim = await createUser(app.deps.auth, app.deps.pool, { admin });
    const { secret } = await enableTwoStep(await signedInAgent(app, victim, admin), victim);
    return { victim, secret };
  }

  it('when the password is right, then it answers a ticket and no session until a right code', async () => {
    const { victim, secret } = await victimWithTwoStep(true);
    const { hotel, token } = await invitationFor(victim.email);
    const agent = await browserAgent(app.app);
    const res = await agent.post('/api/invitations/accept').send({ token, password: victim.password });
    expect(res.status).toBe(200);
    expect(res.body.user).toBeUndefined();
    expect(res.body.hotelId).toBe(hotel.id);
    expect(typeof res.body.twoStep.ticket).toBe('string');
    expect(String(res.headers['set-cookie'] ?? '')).not.toMatch(/hv_at=[^;]/);
    expect((await agent.get('/api/auth/session')).body.user).toBeNull();
    expect((await agent.get('/api/admin/users')).status).toBe(401);
    expect((await agent.get(`/api/hotels/${hotel.id}/team`)).status).toBe(401);

    const code = await agent
      .post('/api/auth/two-step')
      .send({ ticket: res.body.twoStep.ticket, code: codeFor(secret, 1) });
    expect(code.status).toBe(200);
    expect(code.body.user).toMatchObject({ email: victim.email });
    expect((await agent.get(`/api/hotels/${hotel.id}/team`)).status).toBe(200);
  }, 30_000);

  it('when passwords are guessed through invitations, then the sign-in throttle counts them', async () => {
    const { victim } = await victimWithTwoStep(false);
    const { token } = await invitationFor(victim.email);
    const attempt = () =>
      browserAgent(app.app).then((agent) =>
        agent
          .post('/api/invitations/accept')
          .set('x-forwarded-for', '198.51.100.80')
          .send({ token, password: 'guess' }),
      );
    for (let i = 0; i <= freeFailures; i++) expect((await attempt()).status).toBe(401);
    expect((await attempt()).status).toBe(429);
  }, 30_000);
});
