import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieNames } from '../platform/http/cookies.ts';
import { uniqueIp } from '../../../test/support/client-ip.ts';
import { authModeEnv, authModes } from '../../../test/support/auth-modes.ts';
import { listen } from '../../../test/support/calls.ts';
import {
  createHotel,
  createUser,
  linkUserToHotel,
  signedInAgent,
  type TestUser,
} from '../../../test/support/factories.ts';
import { browserAgent, createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { openSocket } from '../../../test/support/security-world.ts';

describe.each(authModes)('deactivated accounts (%s auth)', (mode) => {
  let app: TestApp;
  let closeMode: () => Promise<void>;
  let hotelId: string;

  beforeAll(async () => {
    const auth = await authModeEnv(mode);
    closeMode = auth.close;
    app = createTestApp({ env: { TRUST_PROXY: 'true', ...auth.env } });
    hotelId = (await createHotel(app.deps.pool)).id;
  });
  afterAll(async () => {
    await app?.close();
    await closeMode?.();
  });

  async function deactivate(user: TestUser) {
    const actor = await signedInAgent(app, await createUser(app.deps.auth, app.deps.pool, { admin: true }), true);
    expect((await actor.post(`/api/admin/users/${user.id}/deactivate`)).status).toBe(204);
  }

  async function signInThrough(url: string, user: TestUser) {
    const agent = await browserAgent(app.app);
    return agent.post(url).set('x-forwarded-for', uniqueIp()).send({ email: user.email, password: user.password });
  }

  /** A token straight from the auth provider: what a sign-in that skipped our checks would hold. */
  async function providerCookie(user: TestUser) {
    const session = await app.deps.auth.signIn(user.email, user.password);
    return `${cookieNames.access}=${session.accessToken}`;
  }

  it.each([
    ['an admin', true],
    ['an owner', false],
  ])('when %s is deactivated, then no sign-in, request or socket of theirs gets in', async (_who, admin) => {
    const user = await createUser(app.deps.auth, app.deps.pool, { admin });
    await linkUserToHotel(app.deps.pool, user.id, hotelId);
    expect((await signInThrough(admin ? '/api/auth/admin/sign-in' : '/api/auth/sign-in', user)).status).toBe(200);

    await deactivate(user);

    for (const url of ['/api/auth/admin/sign-in', '/api/auth/sign-in']) {
      const res = await signInThrough(url, user);
      expect(`${url} ${res.status}`).toBe(`${url} 403`);
      const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
      expect(cookies.some((c) => c.startsWith(`${cookieNames.access}=ey`))).toBe(false);
    }
    const cookie = await providerCookie(user);
    for (const url of ['/api/admin/users', `/api/hotels/${hotelId}/call-logs`, '/api/me/hotels']) {
      const res = await request(app.app).get(url).set('cookie', cookie);
      expect(`${url} ${res.status}`).toBe(`${url} 403`);
    }
    const { socket, outcome } = await openSocket(await listen(app), { role: 'admin', headers: { cookie } });
    socket.close();
    expect(outcome).toBe('forbidden');
  });
});
