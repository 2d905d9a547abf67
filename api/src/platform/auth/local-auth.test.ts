import { SignJWT } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../../test/support/factories.ts';
import '../../../../test/support/provided-context.ts';
import { createPool } from '../db/pool.ts';
import { AppError } from '../errors/app-error.ts';
import { createLocalAuth } from './local-auth.ts';
import { hashRefreshToken } from './tokens.ts';
import { testDatabaseUrl } from '../../../../test/support/file-database.ts';
import { testConfig } from '../../../../test/support/config.ts';

const secret = 'local-auth-test-secret-0123456789abcdef';
const pool = createPool(testDatabaseUrl(), 4);
const auth = createLocalAuth(pool, secret, testConfig.passwordCost);
const password = 'correct-horse-battery';
afterAll(() => pool.end());

async function refused(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe('unauthenticated');
  return error as AppError;
}

async function signedInUser(admin = false) {
  const email = uniqueEmail('local');
  const user = await auth.createUser(email, password, admin);
  return { user, email, session: await auth.signIn(email, password) };
}

/** Moves a session's rotated tokens past the 10 s reuse grace window, as if time had passed. */
const ageRotatedTokens = (sessionId: string) =>
  pool.query(
    `update auth.refresh_tokens set updated_at = now() - interval '11 seconds' where session_id = $1 and revoked`,
    [sessionId],
  );

describe('local auth: accounts and sign-in', () => {
  it("when built without a cost, then passwords are hashed at GoTrue's cost of 10, and a hash of another cost still verifies", async () => {
    const gotrueCost = createLocalAuth(pool, secret);
    const email = uniqueEmail('cost');
    const user = await gotrueCost.signUp(email, password, {});
    const { rows } = await pool.query('select encrypted_password from auth.users where id = $1', [user.id]);
    expect(rows[0].encrypted_password).toMatch(/^\$2[aby]\$10\$/);
    expect((await auth.signIn(email, password)).identity.userId).toBe(user.id);
  });

  it('when a visitor signs up, then the account exists and signs in with that password', async () => {
    const email = uniqueEmail('signup');
    const user = await auth.signUp(email.toUpperCase(), password, { first_name: 'Ann' });
    expect(user).toMatchObject({ email, admin: false });
    const { rows } = await pool.query('select raw_user_meta_data, encrypted_password from auth.users where id = $1', [
      user.id,
    ]);
    expect(rows[0].raw_user_meta_data).toEqual({ first_name: 'Ann' });
    // The cost this provider was given (tests: 4, decision 095), written into the hash itself.
    expect(rows[0].encrypted_password).toMatch(/^\$2[aby]\$04\$/);
    const session = await auth.signIn(email, password);
    expect(session.identity).toMatchObject({ userId: user.id, email, admin: false });
    expect(await auth.verifyAccessToken(session.accessToken)).toEqual(session.identity);
    expect(await auth.findUserByEmail(email.toUpperCase())).toEqual(user);
  });

  it('when the e-mail is taken, then sign-up fails with conflict', async () => {
    const email = uniqueEmail('taken');
    await auth.signUp(email, password, {});
    await expect(auth.signUp(email, password, {})).rejects.toMatchObject({ code: 'conflict' });
  });

  it('when the password is wrong or the e-mail unknown, then both fail alike with invalid_credentials', async () => {
    const { email } = await signedInUser();
    // One attempt at a time: a second sign-in started up front could be refused while the first is
    // awaited, before anything handles its rejection (an unhandled rejection on a loaded machine).
    const attempts = [() => auth.signIn(email, 'wrong-password'), () => auth.signIn(uniqueEmail('nobody'), password)];
    for (const attempt of attempts) {
      const error = await refused(attempt());
      expect(error.message).toBe('Invalid login credentials');
      expect(error.details).toEqual({ reason: 'invalid_credentials' });
    }
  });

  it('when the password is changed, then only the new one signs in', async () => {
    const { user, email } = await signedInUser();
    await auth.setPassword(user.id, 'a-brand-new-password');
    await refused(auth.signIn(email, password));
    await expect(auth.signIn(email, 'a-brand-new-password')).resolves.toBeTruthy();
  });
});

describe('local auth: refresh tokens', () => {
  it('when a session refreshes, then the token rotates and the new access token works', async () => {
    const { session } = await signedInUser();
    const next = await auth.refresh(session.refreshToken);
    expect(next.refreshToken).not.toBe(session.refreshToken);
    expect(next.identity.sessionId).toBe(session.identity.sessionId);
    expect(await auth.verifyAccessToken(next.accessToken)).toEqual(next.identity);
    await expect(auth.refresh(next.refreshToken)).resolves.toBeTruthy();
  });

  it('when a rotated token comes back within 10 s (two tabs), then it is not treated as reuse', async () => {
    const { session } = await signedInUser();
    const first = await auth.refresh(session.refreshToken);
    const second = await auth.refresh(session.refreshToken);
    expect(await auth.verifyAccessToken(second.accessToken)).toEqual(second.identity);
    expect(first.identity.sessionId).toBe(second.identity.sessionId);
    // Either response may be the one the cookie jar keeps: both refresh tokens still work.
    await expect(auth.refresh(first.refreshToken)).resolves.toBeTruthy();
  });

  it('when a rotated token is replayed after the grace window, then the whole session is revoked', async () => {
    const { session } = await signedInUser();
    const newest = await auth.refresh(session.refreshToken);
    await ageRotatedTokens(session.identity.sessionId);
    const reuse = await refused(auth.refresh(session.refreshToken));
    expect(reuse.details).toEqual({ reason: 'refresh_token_reused' });
    await refused(auth.refresh(newest.refreshToken));
    const ended = await refused(auth.verifyAccessToken(newest.accessToken));
    expect(ended.details).toEqual({ reason: 'session_not_found' });
  });

  it('when refresh tokens are stored, then only their hashes are', async () => {
    const { session } = await signedInUser();
    const next = await auth.refresh(session.refreshToken);
    const { rows } = await pool.query<{ token: string; parent: string | null }>(
      'select token, parent from auth.refresh_tokens where session_id = $1 order by id',
      [session.identity.sessionId],
    );
    expect(rows.map((r) => r.token)).toEqual([
      hashRefreshToken(session.refreshToken),
      hashRefreshToken(next.refreshToken),
    ]);
    const raw = await pool.query('select 1 from auth.refresh_tokens where token = any($1) or parent = any($1)', [
      [session.refreshToken, next.refreshToken],
    ]);
    expect(raw.rowCount).toBe(0);
  });

  it('when an unknown refresh token is presented, then it is refused', async () => {
    await refused(auth.refresh('not-a-token-we-issued'));
  });
});

describe('local auth: access tokens', () => {
  it('when a user signs out, then that access token no longer verifies and the refresh token is dead', async () => {
    const { session } = await signedInUser();
    await auth.signOut(session.identity, session.accessToken);
    expect((await refused(auth.verifyAccessToken(session.accessToken))).details).toEqual({
      reason: 'session_not_found',
    });
    await refused(auth.refresh(session.refreshToken));
  });

  it('when the token has expired, then it is refused with reason token_expired', async () => {
    const { session } = await signedInUser();
    const claims = JSON.parse(Buffer.from(session.accessToken.split('.')[1]!, 'base64url').toString());
    const expired = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 5 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(secret));
    expect((await refused(auth.verifyAccessToken(expired))).details).toEqual({ reason: 'token_expired' });
  });

  it.each([['exp'], ['iat'], ['aud'], ['iss']])(
    'when a token signed with the real secret lacks %s, then it is refused',
    async (claim) => {
      const { session } = await signedInUser();
      const claims = JSON.parse(Buffer.from(session.accessToken.split('.')[1]!, 'base64url').toString());
      delete claims[claim];
      const token = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .sign(new TextEncoder().encode(secret));
      await refused(auth.verifyAccessToken(token));
    },
  );

  it('when a token signed with the real secret names another issuer, then it is refused', async () => {
    const { session } = await signedInUser();
    const claims = JSON.parse(Buffer.from(session.accessToken.split('.')[1]!, 'base64url').toString());
    const token = await new SignJWT({ ...claims, iss: 'someone-else' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(secret));
    await refused(auth.verifyAccessToken(token));
  });

  it('when one payload character is flipped, then the token is refused', async () => {
    const { session } = await signedInUser();
    const [header, payload, signature] = session.accessToken.split('.') as [string, string, string];
    const i = Math.floor(payload.length / 2);
    const flipped = payload.slice(0, i) + (payload[i] === 'A' ? 'B' : 'A') + payload.slice(i + 1);
    await refused(auth.verifyAccessToken(`${header}.${flipped}.${signature}`));
  });

  it('when a token is signed with another secret, then it is refused', async () => {
    const { session } = await signedInUser();
    const other = createLocalAuth(pool, 'a-completely-different-secret-0123456789', testConfig.passwordCost);
    await refused(other.verifyAccessToken(session.accessToken));
  });

  it('when the user is an admin, then the token carries app_metadata.admin; user_metadata never counts', async () => {
    const adminUser = await signedInUser(true);
    expect(adminUser.session.identity.admin).toBe(true);
    const claims = JSON.parse(Buffer.from(adminUser.session.accessToken.split('.')[1]!, 'base64url').toString());
    expect(claims.app_metadata).toMatchObject({ admin: true });
    expect(claims).toMatchObject({ aud: 'authenticated', role: 'authenticated', sub: adminUser.user.id });

    const email = uniqueEmail('sneaky');
    await auth.signUp(email, password, { admin: true });
    const sneaky = await auth.signIn(email, password);
    expect(sneaky.identity.admin).toBe(false);
    expect((await auth.verifyAccessToken(sneaky.accessToken)).admin).toBe(false);
  });

  it('when a user is made admin, then their sessions end and the next sign-in carries the claim', async () => {
    const { user, email, session } = await signedInUser();
    await auth.setAdmin(user.id, true);
    await refused(auth.verifyAccessToken(session.accessToken));
    await refused(auth.refresh(session.refreshToken));
    expect((await auth.signIn(email, password)).identity.admin).toBe(true);
    await expect(auth.setAdmin('00000000-0000-4000-8000-000000000000', true)).rejects.toMatchObject({
      code: 'not_found',
    });
  });

  it('when all sessions are revoked, then every device is signed out', async () => {
    const { user, email, session } = await signedInUser();
    const other = await auth.signIn(email, password);
    await auth.revokeAllSessions(user.id);
    for (const s of [session, other]) await refused(auth.verifyAccessToken(s.accessToken));
  });
});
