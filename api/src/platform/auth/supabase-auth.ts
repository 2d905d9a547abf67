import type { Session, User } from '@supabase/supabase-js';
import { AppError } from '../errors/app-error.ts';
import { serverClient, type SupabaseSettings } from '../supabase/client.ts';
import { invalidLinkMessage, type AuthIdentity, type AuthPort, type AuthSession, type AuthUser } from './auth-port.ts';
import { fromGoTrueError } from './gotrue-errors.ts';
import { createGoTrueTotp, hasVerifiedTotp } from './gotrue-totp.ts';
import { createSessionCheck } from './session-check.ts';
import { createSessionEvents } from './session-events.ts';
import { createSupabaseTokenVerifier } from './supabase-token.ts';

export type { SupabaseSettings } from '../supabase/client.ts';

export interface SupabaseAuthOptions {
  /** How long a confirmed-live session is trusted before GoTrue is asked again (0: every time). */
  sessionCheckTtlMs?: number;
}

const listPageSize = 1000;

type Result = { data: unknown; error: unknown };
type Success<R extends Result> = Extract<R, { error: null }>['data'];

/** Unwraps supabase-js's `{ data, error }` results into the success value or an AppError. */
async function call<R extends Result>(work: Promise<R>): Promise<Success<R>> {
  let result: R;
  try {
    result = await work;
  } catch (error) {
    throw fromGoTrueError(error);
  }
  if (result.error) throw fromGoTrueError(result.error);
  return result.data as Success<R>;
}

const toAuthUser = (user: User): AuthUser => ({
  id: user.id,
  email: user.email ?? '',
  admin: user.app_metadata?.admin === true,
});

/**
 * Supabase Auth (GoTrue) through supabase-js. Account administration uses the service-role key;
 * sign-in and refresh run on a fresh anon-key client per call; access tokens are verified locally
 * (JWKS or the legacy secret) and the session behind them is confirmed with GoTrue, cached briefly.
 */
export function createSupabaseAuth(settings: SupabaseSettings, options: SupabaseAuthOptions = {}): AuthPort {
  const adminApi = serverClient(settings, settings.serviceRoleKey).auth.admin;
  const publicAuth = serverClient(settings, settings.anonKey).auth;
  const verifyToken = createSupabaseTokenVerifier(settings.url, settings.jwtSecret);
  const sessions = createSessionCheck(options.sessionCheckTtlMs ?? 30_000);
  const events = createSessionEvents();

  /** An aal1 session of a user with a verified factor has not passed the second step at GoTrue. */
  function withAssurance(identity: AuthIdentity, aal: 'aal1' | 'aal2', user: User | null | undefined): AuthIdentity {
    return aal !== 'aal2' && hasVerifiedTotp(user) ? { ...identity, secondStepMissing: true } : identity;
  }

  async function toAuthSession(session: Session | null): Promise<AuthSession> {
    if (!session) throw new AppError('unauthenticated', 'The sign-in service returned no session.');
    const { expiresAt: _expiresAt, aal, ...claims } = await verifyToken(session.access_token);
    const identity = withAssurance(claims, aal, session.user);
    sessions.remember(identity, session.expires_in * 1000);
    return {
      accessToken: session.access_token,
      refreshToken: session.refresh_token,
      expiresIn: session.expires_in,
      identity,
    };
  }

  async function createUser(email: string, password: string, isAdmin: boolean, metadata: Record<string, unknown>) {
    const { user } = await call(
      adminApi.createUser({
        email,
        password,
        email_confirm: true,
        user_metadata: metadata,
        ...(isAdmin ? { app_metadata: { admin: true } } : {}),
      }),
    );
    return toAuthUser(user);
  }

  async function revokeAllSessions(userId: string, changedBy?: string): Promise<void> {
    // GoTrue ends every session of a user only through POST /logout?scope=global, which must carry
    // one of that user's own access tokens (auth.admin.signOut takes a JWT, not a user id), and it
    // has no admin endpoint that does it by id. Banning only sets banned_until: sessions survive and
    // work again after the unban. So: generate a magic-link token (admin API, sends no e-mail),
    // exchange it at /verify for a session of that user, and sign that session out globally.
    const { user } = await call(adminApi.getUserById(userId));
    if (!user.email) throw new AppError('bad_request', 'The user has no e-mail address.');
    const link = await call(adminApi.generateLink({ type: 'magiclink', email: user.email }));
    const verified = await call(
      serverClient(settings, settings.anonKey).auth.verifyOtp({
        token_hash: link.properties.hashed_token,
        type: link.properties.verification_type === 'signup' ? 'signup' : 'magiclink',
      }),
    );
    if (!verified.session) throw new AppError('internal', 'The sign-in service returned no session.');
    await call(adminApi.signOut(verified.session.access_token, 'global'));
    sessions.forgetUser(userId);
    events.ended({ userId, changedBy });
  }

  /** Exchanges a link token at POST /verify; GoTrue deletes it there, so it works once. */
  async function verifyLink(token: string, type: 'recovery' | 'email_change'): Promise<Session> {
    const { data, error } = await serverClient(settings, settings.anonKey).auth.verifyOtp({ token_hash: token, type });
    if (error || !data.session) throw new AppError('bad_request', invalidLinkMessage, { reason: 'link_invalid' });
    return data.session;
  }

  return {
    kind: 'supabase',

    providerTotp: createGoTrueTotp({
      settings,
      adminApi,
      toAuthSession,
      onOtherSessionsEnded: (userId) => {
        sessions.forgetUser(userId);
        events.ended({ userId });
      },
    }),

    signUp: (email, password, metadata) => createUser(email, password, false, metadata),
    createUser: (email, password, isAdmin) => createUser(email, password, isAdmin, {}),

    async signIn(email, password) {
      const auth = serverClient(settings, settings.anonKey).auth;
      const { session } = await call(auth.signInWithPassword({ email, password }));
      return toAuthSession(session);
    },

    async refresh(refreshToken) {
      const auth = serverClient(settings, settings.anonKey).auth;
      const { session } = await call(auth.refreshSession({ refresh_token: refreshToken }));
      return toAuthSession(session);
    },

    async signOut(identity: AuthIdentity, accessToken: string) {
      sessions.forgetSession(identity.sessionId);
      const { error } = await adminApi.signOut(accessToken, 'local');
      // A session that is already gone (expired token, earlier sign-out) is the outcome we want.
      if (error) {
        const mapped = fromGoTrueError(error);
        if (mapped.code !== 'unauthenticated' && mapped.code !== 'not_found') throw mapped;
      }
      events.ended({ userId: identity.userId, sessionId: identity.sessionId });
    },

    async verifyAccessToken(token, { fresh = false } = {}) {
      const { expiresAt, aal, ...claims } = await verifyToken(token);
      const known = fresh ? null : sessions.known(claims.sessionId);
      if (known) return known.secondStepMissing ? { ...claims, secondStepMissing: true } : claims;
      // GET /user confirms the session and lists the user's factors (for the aal check).
      const { user } = await call(publicAuth.getUser(token));
      const identity = withAssurance(claims, aal, user);
      sessions.remember(identity, expiresAt * 1000 - Date.now());
      return identity;
    },

    async findUserByEmail(email) {
      const wanted = email.trim().toLowerCase();
      // GET /admin/users is documented with page/per_page only; pages are walked until a short one.
      for (let page = 1; ; page++) {
        const { users } = await call(adminApi.listUsers({ page, perPage: listPageSize }));
        const match = users.find((u) => u.email?.toLowerCase() === wanted);
        if (match) return toAuthUser(match);
        if (users.length < listPageSize) return null;
      }
    },

    async deleteUser(userId) {
      await revokeAllSessions(userId);
      await call(adminApi.deleteUser(userId));
    },

    async setAdmin(userId, isAdmin) {
      // GoTrue merges app_metadata keys, so provider and providers stay as they are.
      await call(adminApi.updateUserById(userId, { app_metadata: { admin: isAdmin } }));
      // Tokens carry the claim: end every session so the change applies at once.
      await revokeAllSessions(userId);
    },

    async setPassword(userId, password, changedBy) {
      await call(adminApi.updateUserById(userId, { password }));
      await revokeAllSessions(userId, changedBy);
    },

    async createRecoveryToken(email) {
      // generate_link makes GoTrue's own recovery token without sending GoTrue's e-mail (POST
      // /recover would), so the link goes out through the product's outbox like every other mail.
      const { data, error } = await adminApi.generateLink({ type: 'recovery', email });
      if (error) {
        const mapped = fromGoTrueError(error);
        if (mapped.code === 'not_found') return null;
        throw mapped;
      }
      return data.properties.hashed_token;
    },

    async resetPassword(token, password) {
      const session = await verifyLink(token, 'recovery');
      await call(adminApi.updateUserById(session.user.id, { password }));
      // Ends the session /verify just made, and every other one.
      await revokeAllSessions(session.user.id);
      return toAuthUser(session.user);
    },

    async checkPassword(userId, password) {
      const { user } = await call(adminApi.getUserById(userId));
      const auth = serverClient(settings, settings.anonKey).auth;
      const { data, error } = await auth.signInWithPassword({ email: user.email ?? '', password });
      if (error || !data.session) return false;
      await adminApi.signOut(data.session.access_token, 'local');
      return true;
    },

    async createEmailChangeToken(userId, newEmail) {
      const { user } = await call(adminApi.getUserById(userId));
      const link = await call(adminApi.generateLink({ type: 'email_change_new', email: user.email ?? '', newEmail }));
      return link.properties.hashed_token;
    },

    async confirmEmailChange(token) {
      const session = await verifyLink(token, 'email_change');
      await adminApi.signOut(session.access_token, 'local');
      return toAuthUser(session.user);
    },

    async endSession(userId, sessionId) {
      // GoTrue has no endpoint that ends another session by id: the api marks it ended
      // (account_sessions) and refuses its tokens; here the cache forgets it and its sockets drop.
      sessions.forgetSession(sessionId);
      events.ended({ userId, sessionId });
    },

    revokeAllSessions: (userId) => revokeAllSessions(userId),

    onSessionsEnded: events.listen,
  };
}
