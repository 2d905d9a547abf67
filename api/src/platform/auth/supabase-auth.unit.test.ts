import { SignJWT, generateKeyPair } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSupabaseDouble, type SupabaseDouble } from '../../../../test/support/doubles/supabase-double.ts';
import { AppError } from '../errors/app-error.ts';
import type { AuthPort } from './auth-port.ts';
import { createSupabaseAuth } from './supabase-auth.ts';

let double: SupabaseDouble;
let auth: AuthPort;
let n = 0;
const email = () => `user${++n}-${Date.now()}@test.hotelvoice.dev`;
const password = 'correct-horse-battery';

beforeAll(async () => {
  double = await startSupabaseDouble();
  auth = createSupabaseAuth(double.settings, { sessionCheckTtlMs: 0 });
});
afterAll(() => double.close());
beforeEach(() => {
  double.requests.length = 0;
});

const rejection = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
};

const serviceHeaders = { apikey: 'double-service-role-key', authorization: 'Bearer double-service-role-key' };

describe('supabase auth adapter: accounts', () => {
  it('when a visitor signs up, then POST /admin/users carries the service key, a confirmed e-mail and user metadata only', async () => {
    const address = email();
    const user = await auth.signUp(address, password, { first_name: 'Ann' });
    const [req] = double.requestsTo('POST', '/auth/v1/admin/users');
    expect(req?.headers).toMatchObject(serviceHeaders);
    expect(req?.json).toEqual({ email: address, password, email_confirm: true, user_metadata: { first_name: 'Ann' } });
    expect(user).toEqual({ id: double.auth.findByEmail(address)!.id, email: address, admin: false });
  });

  it('when an admin is created, then the admin flag goes into app_metadata', async () => {
    const user = await auth.createUser(email(), password, true);
    expect(double.requestsTo('POST', '/auth/v1/admin/users')[0]?.json).toMatchObject({
      app_metadata: { admin: true },
      email_confirm: true,
    });
    expect(user.admin).toBe(true);
  });

  it('when the e-mail is taken, then sign-up fails with conflict', async () => {
    const address = email();
    await auth.signUp(address, password, {});
    expect((await rejection(auth.signUp(address, password, {}))).code).toBe('conflict');
  });

  it('when a user is looked up by e-mail, then admin users are paged until the address is found', async () => {
    for (let i = 0; i < 1000; i++) double.auth.newUser(`filler-${n}-${i}@test.hotelvoice.dev`, 'x', {});
    const address = email();
    const created = await auth.createUser(address, password, false);
    double.requests.length = 0;
    expect(await auth.findUserByEmail(address.toUpperCase())).toEqual(created);
    const pages = double.requestsTo('GET', '/auth/v1/admin/users');
    expect(pages.map((r) => r.query.get('page'))).toEqual(['1', '2']);
    expect(pages.every((r) => r.query.get('per_page') === '1000')).toBe(true);
    expect(pages[0]?.headers).toMatchObject(serviceHeaders);
    expect(await auth.findUserByEmail('nobody@test.hotelvoice.dev')).toBeNull();
  });

  it('when the password is set, then only the new one signs in', async () => {
    const address = email();
    const user = await auth.createUser(address, password, false);
    await auth.setPassword(user.id, 'another-long-password');
    expect(double.requestsTo('PUT', `/auth/v1/admin/users/${user.id}`)[0]?.json).toEqual({
      password: 'another-long-password',
    });
    await expect(auth.signIn(address, 'another-long-password')).resolves.toBeTruthy();
    expect((await rejection(auth.signIn(address, password))).code).toBe('unauthenticated');
  });
});

describe('supabase auth adapter: sessions', () => {
  it('when a user signs in, then the password grant is called with the anon key and the session maps to an identity', async () => {
    const address = email();
    const user = await auth.createUser(address, password, false);
    const session = await auth.signIn(address, password);
    const [req] = double.requestsTo('POST', '/auth/v1/token');
    expect(req?.query.get('grant_type')).toBe('password');
    expect(req?.headers).toMatchObject({ apikey: 'double-anon-key', 'x-supabase-api-version': '2024-01-01' });
    expect(req?.json).toMatchObject({ email: address, password });
    const sessionId = [...double.auth.sessions.keys()].at(-1);
    expect(session.identity).toEqual({ userId: user.id, email: address, admin: false, sessionId });
    expect(session.expiresIn).toBe(3600);
    expect(session.refreshToken).toBe([...double.auth.refreshTokens.keys()].at(-1));
  });

  it('when the password is wrong or the e-mail unknown, then sign-in fails with invalid_credentials', async () => {
    const address = email();
    await auth.createUser(address, password, false);
    // One attempt at a time, so neither is refused before something handles its rejection.
    for (const attempt of [() => auth.signIn(address, 'wrong-password'), () => auth.signIn(email(), password)]) {
      const error = await rejection(attempt());
      expect(error).toMatchObject({ code: 'unauthenticated', message: 'Invalid login credentials' });
      expect(error.details).toEqual({ reason: 'invalid_credentials' });
    }
  });

  it('when a token is verified, then GoTrue is asked whether its session is still live', async () => {
    const address = email();
    await auth.createUser(address, password, false);
    const session = await auth.signIn(address, password);
    double.requests.length = 0;
    expect(await auth.verifyAccessToken(session.accessToken)).toEqual(session.identity);
    const [req] = double.requestsTo('GET', '/auth/v1/user');
    expect(req?.headers.authorization).toBe(`Bearer ${session.accessToken}`);
  });

  it('when the refresh token is used, then it rotates, and replaying the old one is refused as reuse', async () => {
    const address = email();
    await auth.createUser(address, password, false);
    const first = await auth.signIn(address, password);
    const second = await auth.refresh(first.refreshToken);
    const req = double.requestsTo('POST', '/auth/v1/token').at(-1);
    expect(req?.query.get('grant_type')).toBe('refresh_token');
    expect(req?.json).toEqual({ refresh_token: first.refreshToken });
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second.identity.sessionId).toBe(first.identity.sessionId);
    const reused = await rejection(auth.refresh(first.refreshToken));
    expect(reused).toMatchObject({ code: 'unauthenticated', details: { reason: 'refresh_token_reused' } });
    expect((await rejection(auth.refresh('never-issued'))).code).toBe('unauthenticated');
  });

  it('when a user signs out, then GoTrue logs out that session only and its token stops verifying', async () => {
    const address = email();
    await auth.createUser(address, password, false);
    const kept = await auth.signIn(address, password);
    const ended = await auth.signIn(address, password);
    await auth.signOut(ended.identity, ended.accessToken);
    const [req] = double.requestsTo('POST', '/auth/v1/logout');
    expect(req?.query.get('scope')).toBe('local');
    expect(req?.headers.authorization).toBe(`Bearer ${ended.accessToken}`);
    const error = await rejection(auth.verifyAccessToken(ended.accessToken));
    expect(error.details).toEqual({ reason: 'session_not_found' });
    await expect(auth.verifyAccessToken(kept.accessToken)).resolves.toEqual(kept.identity);
    await expect(auth.signOut(ended.identity, ended.accessToken)).resolves.toBeUndefined();
  });

  it('when a user is made admin, then app_metadata is merged and every old session ends', async () => {
    const address = email();
    const user = await auth.createUser(address, password, false);
    const before = await auth.signIn(address, password);
    const other = await auth.signIn(address, password);
    double.requests.length = 0;
    await auth.setAdmin(user.id, true);
    expect(double.requestsTo('PUT', `/auth/v1/admin/users/${user.id}`)[0]?.json).toEqual({
      app_metadata: { admin: true },
    });
    expect(double.auth.users.get(user.id)?.app_metadata).toEqual({
      provider: 'email',
      providers: ['email'],
      admin: true,
    });
    expect(double.requestsTo('POST', '/auth/v1/admin/generate_link')[0]?.json).toMatchObject({
      type: 'magiclink',
      email: address,
    });
    const logout = double.requestsTo('POST', '/auth/v1/logout')[0];
    expect(logout?.query.get('scope')).toBe('global');
    for (const s of [before, other]) await rejection(auth.verifyAccessToken(s.accessToken));
    expect([...double.auth.sessions.values()].filter((s) => s.userId === user.id)).toEqual([]);
    const after = await auth.signIn(address, password);
    expect(after.identity.admin).toBe(true);
  });

  it('when a session check is cached, then a sign-out through the adapter still takes effect at once', async () => {
    const cached = createSupabaseAuth(double.settings, { sessionCheckTtlMs: 60_000 });
    const address = email();
    const user = await cached.createUser(address, password, false);
    const session = await cached.signIn(address, password);
    double.requests.length = 0;
    await cached.verifyAccessToken(session.accessToken);
    expect(double.requestsTo('GET', '/auth/v1/user')).toHaveLength(0);
    await cached.revokeAllSessions(user.id);
    await rejection(cached.verifyAccessToken(session.accessToken));
  });
});

describe('supabase auth adapter: token verification', () => {
  async function signedIn() {
    const address = email();
    await auth.createUser(address, password, false);
    const session = await auth.signIn(address, password);
    const user = double.auth.findByEmail(address)!;
    return { session, user };
  }

  it('when the token has expired, then it is refused with reason token_expired', async () => {
    const { session, user } = await signedIn();
    const expired = await double.auth.signAccessToken(user, session.identity.sessionId, {
      exp: Math.floor(Date.now() / 1000) - 10,
    });
    expect((await rejection(auth.verifyAccessToken(expired))).details).toEqual({ reason: 'token_expired' });
  });

  it.each([['exp'], ['iat'], ['aud'], ['iss']])(
    'when a token signed with the project key lacks %s, then it is refused',
    async (claim) => {
      const { session, user } = await signedIn();
      const token = await double.auth.signAccessToken(user, session.identity.sessionId, { [claim]: undefined });
      expect((await rejection(auth.verifyAccessToken(token))).code).toBe('unauthenticated');
    },
  );

  it('when a token signed with the project key names another issuer, then it is refused', async () => {
    const { session, user } = await signedIn();
    const token = await double.auth.signAccessToken(user, session.identity.sessionId, {
      iss: 'https://other.supabase.co/auth/v1',
    });
    expect((await rejection(auth.verifyAccessToken(token))).code).toBe('unauthenticated');
  });

  it('when the payload was altered, then the signature check refuses it', async () => {
    const { session } = await signedIn();
    const [header, payload, signature] = session.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, app_metadata: { admin: true } })).toString('base64url');
    const error = await rejection(auth.verifyAccessToken(`${header}.${forged}.${signature}`));
    expect(error.code).toBe('unauthenticated');
  });

  it('when a token is signed by another key under the project key id, then it is refused', async () => {
    const { session, user } = await signedIn();
    const { privateKey } = await generateKeyPair('ES256');
    const forged = await new SignJWT({
      sub: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      session_id: session.identity.sessionId,
      app_metadata: { admin: true },
    })
      .setProtectedHeader({ alg: 'ES256', kid: double.auth.kid })
      .setExpirationTime('5m')
      .sign(privateKey);
    expect((await rejection(auth.verifyAccessToken(forged))).code).toBe('unauthenticated');
  });

  it('when admin is claimed in user_metadata only, then the identity is not admin', async () => {
    const { session, user } = await signedIn();
    const token = await double.auth.signAccessToken(user, session.identity.sessionId, {
      user_metadata: { admin: true },
      app_metadata: { provider: 'email', admin: 'true' },
    });
    expect((await auth.verifyAccessToken(token)).admin).toBe(false);
  });

  it('when the audience is not authenticated, then the token is refused', async () => {
    const { session, user } = await signedIn();
    const token = await double.auth.signAccessToken(user, session.identity.sessionId, { aud: 'anon' });
    expect((await rejection(auth.verifyAccessToken(token))).code).toBe('unauthenticated');
  });

  it('when GoTrue cannot be reached, then sign-in answers service_unavailable rather than bad credentials', async () => {
    const stopped = await startSupabaseDouble();
    await stopped.close();
    const offline = createSupabaseAuth(stopped.settings);
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined); // supabase-js logs fetch failures
    try {
      expect((await rejection(offline.signIn('a@b.dev', password))).code).toBe('service_unavailable');
    } finally {
      quiet.mockRestore();
    }
  });
});

describe('supabase auth adapter: legacy JWT secret', () => {
  const legacySecret = 'legacy-project-jwt-secret-0123456789abcdef';
  let legacy: SupabaseDouble;
  beforeAll(async () => {
    legacy = await startSupabaseDouble({ legacySecret });
  });
  afterAll(() => legacy.close());

  it('when the project signs with the shared secret, then HS256 tokens verify with it and nowhere else', async () => {
    const withSecret = createSupabaseAuth(legacy.settings, { sessionCheckTtlMs: 0 });
    const address = email();
    await withSecret.createUser(address, password, true);
    const session = await withSecret.signIn(address, password);
    expect(session.identity.admin).toBe(true);
    await expect(withSecret.verifyAccessToken(session.accessToken)).resolves.toEqual(session.identity);
    expect(legacy.requestsTo('GET', '/auth/v1/.well-known/jwks.json')).toHaveLength(0);

    const jwksOnly = createSupabaseAuth({ ...legacy.settings, jwtSecret: undefined });
    expect((await rejection(jwksOnly.verifyAccessToken(session.accessToken))).code).toBe('unauthenticated');
  });
});

describe('supabase auth adapter: recovery and e-mail change (issue #19)', () => {
  it('when a recovery token is made, then generate_link is asked (GoTrue sends no mail) and an unknown address gets null', async () => {
    const address = email();
    await auth.createUser(address, password, false);
    const token = await auth.createRecoveryToken(address);
    expect(token).toMatch(/^[0-9a-f]{56}$/);
    expect(double.requestsTo('POST', '/auth/v1/admin/generate_link')[0]?.json).toMatchObject({
      type: 'recovery',
      email: address,
    });
    expect(double.requestsTo('POST', '/auth/v1/recover')).toEqual([]);
    expect(await auth.createRecoveryToken(email())).toBeNull();
  });

  it('when the recovery token is used, then the password changes, every session ends, and the token works once', async () => {
    const address = email();
    const user = await auth.createUser(address, password, false);
    const before = await auth.signIn(address, password);
    const ended: unknown[] = [];
    auth.onSessionsEnded((e) => ended.push(e));
    const token = (await auth.createRecoveryToken(address))!;

    expect(await auth.resetPassword(token, 'a-new-password')).toEqual({ id: user.id, email: address, admin: false });
    expect((await rejection(auth.signIn(address, password))).code).toBe('unauthenticated');
    await auth.signIn(address, 'a-new-password');
    expect((await rejection(auth.verifyAccessToken(before.accessToken, { fresh: true }))).code).toBe('unauthenticated');
    expect(ended).toContainEqual({ userId: user.id });
    const again = await rejection(auth.resetPassword(token, 'third-password'));
    expect([again.code, (again.details as { reason: string }).reason]).toEqual(['bad_request', 'link_invalid']);
  });

  it('when the current password is checked, then a right one answers true and leaves no session behind', async () => {
    const address = email();
    const user = await auth.createUser(address, password, false);
    expect(await auth.checkPassword(user.id, password)).toBe(true);
    expect(await auth.checkPassword(user.id, 'wrong-password')).toBe(false);
    const sessions = [...double.auth.sessions.values()].filter((s) => s.userId === user.id);
    expect(sessions).toEqual([]);
  });

  it('when an e-mail change is confirmed, then GoTrue verifies it as email_change and the user has the new address', async () => {
    const address = email();
    const next = email();
    const user = await auth.createUser(address, password, false);
    const token = await auth.createEmailChangeToken(user.id, next);
    expect(double.requestsTo('POST', '/auth/v1/admin/generate_link')[0]?.json).toMatchObject({
      type: 'email_change_new',
      email: address,
      new_email: next,
    });
    expect(await auth.confirmEmailChange(token)).toEqual({ id: user.id, email: next, admin: false });
    expect(double.requestsTo('POST', '/auth/v1/verify').at(-1)?.json).toMatchObject({ type: 'email_change' });
    await auth.signIn(next, password);
    expect((await rejection(auth.confirmEmailChange(token))).code).toBe('bad_request');
  });
});
