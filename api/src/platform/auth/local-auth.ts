import bcrypt from 'bcryptjs';
import { AppError } from '../errors/app-error.ts';
import { withTransaction, type Db, type Pool } from '../db/pool.ts';
import {
  emailChangeLifetimeSeconds,
  invalidCredentialsMessage,
  recoveryLifetimeSeconds,
  type AuthIdentity,
  type AuthPort,
  type AuthSession,
  type AuthUser,
} from './auth-port.ts';
import { consumeOneTimeToken, issueOneTimeToken } from './local-one-time-tokens.ts';
import { createSessionEvents } from './session-events.ts';
import { accessTokenTtlSeconds, hashRefreshToken, newRefreshToken, signAccessToken, verifyHs256 } from './tokens.ts';

/** GoTrue's bcrypt cost; the least a production run may use (config.ts refuses less). */
export const defaultPasswordCost = 10;
/** A rotated token presented again within this window (two tabs refreshing at once) is not reuse. */
const reuseGraceMs = 10_000;
const sessionLifetimeDays = 30;
const issuer = 'hotelvoice-local-auth';

interface UserRow {
  id: string;
  email: string;
  encrypted_password: string | null;
  raw_app_meta_data: { admin?: boolean; provider?: string } | null;
  raw_user_meta_data: Record<string, unknown> | null;
  banned_until: Date | null;
}

/**
 * Local auth provider on GoTrue-shaped tables: bcrypt passwords, HS256 access tokens, rotating
 * refresh tokens. `passwordCost` is bcrypt's cost for new hashes (a stored hash keeps its own);
 * tests use less to spare the machine's CPU (decision 095).
 */
export function createLocalAuth(pool: Pool, jwtSecret: string, passwordCost = defaultPasswordCost): AuthPort {
  const secret = new TextEncoder().encode(jwtSecret);
  // Compared against when the e-mail is unknown, so both failures take the same time.
  const dummyHash = bcrypt.hashSync('timing-equaliser', passwordCost);
  const events = createSessionEvents();

  async function issueSession(db: Db, user: UserRow, sessionId: string, parent: string | null): Promise<AuthSession> {
    const refreshToken = newRefreshToken();
    await db.query(
      `insert into auth.refresh_tokens (token, user_id, session_id, parent, revoked) values ($1, $2, $3, $4, false)`,
      [hashRefreshToken(refreshToken), user.id, sessionId, parent],
    );
    const admin = user.raw_app_meta_data?.admin === true;
    const accessToken = await signAccessToken(
      {
        sub: user.id,
        email: user.email,
        role: 'authenticated',
        aud: 'authenticated',
        session_id: sessionId,
        app_metadata: { provider: 'email', ...(user.raw_app_meta_data ?? {}) },
        user_metadata: user.raw_user_meta_data ?? {},
      },
      secret,
      issuer,
    );
    return {
      accessToken,
      refreshToken,
      expiresIn: accessTokenTtlSeconds,
      identity: { userId: user.id, email: user.email, admin, sessionId },
    };
  }

  async function insertUser(
    db: Db,
    email: string,
    password: string,
    admin: boolean,
    metadata: Record<string, unknown>,
  ) {
    const hash = await bcrypt.hash(password, passwordCost);
    const result = await db.query<UserRow>(
      `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
       values ($1, $2, now(), $3, $4)
       on conflict (lower(email)) where deleted_at is null do nothing
       returning id, email, encrypted_password, raw_app_meta_data, raw_user_meta_data, banned_until`,
      [
        email.toLowerCase(),
        hash,
        { provider: 'email', providers: ['email'], ...(admin ? { admin: true } : {}) },
        metadata,
      ],
    );
    const row = result.rows[0];
    if (!row) throw new AppError('conflict', 'User already registered');
    return { id: row.id, email: row.email, admin };
  }

  async function revokeAllSessions(userId: string, changedBy?: string): Promise<void> {
    await pool.query('delete from auth.sessions where user_id = $1', [userId]);
    events.ended({ userId, changedBy });
  }

  return {
    kind: 'local',

    signUp: (email, password, metadata) => insertUser(pool, email, password, false, metadata),
    createUser: (email, password, admin) => insertUser(pool, email, password, admin, {}),

    async signIn(email, password) {
      const { rows } = await pool.query<UserRow>(
        `select id, email, encrypted_password, raw_app_meta_data, raw_user_meta_data, banned_until
         from auth.users where lower(email) = lower($1) and deleted_at is null`,
        [email],
      );
      const user = rows[0];
      const matches = await bcrypt.compare(password, user?.encrypted_password ?? dummyHash);
      if (!user || !matches)
        throw new AppError('unauthenticated', invalidCredentialsMessage, { reason: 'invalid_credentials' });
      if (user.banned_until && user.banned_until > new Date()) {
        throw new AppError('forbidden', 'User is banned', { reason: 'user_banned' });
      }
      return withTransaction(pool, async (tx) => {
        const session = await tx.query<{ id: string }>(
          `insert into auth.sessions (user_id, not_after) values ($1, now() + make_interval(days => $2)) returning id`,
          [user.id, sessionLifetimeDays],
        );
        await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [user.id]);
        return issueSession(tx, user, session.rows[0]!.id, null);
      });
    },

    async refresh(refreshToken) {
      const outcome = await withTransaction(pool, async (tx) => {
        const found = await tx.query<{
          id: number;
          token: string;
          revoked: boolean;
          session_id: string;
          updated_at: Date;
        }>(`select id, token, revoked, session_id, updated_at from auth.refresh_tokens where token = $1 for update`, [
          hashRefreshToken(refreshToken),
        ]);
        const token = found.rows[0];
        if (!token) throw new AppError('unauthenticated', 'Invalid Refresh Token: Refresh Token Not Found');
        const session = await tx.query<{ user_id: string; not_after: Date | null }>(
          `select user_id, not_after from auth.sessions where id = $1 for update`,
          [token.session_id],
        );
        const live = session.rows[0];
        if (!live || (live.not_after && live.not_after < new Date())) {
          throw new AppError('unauthenticated', 'Invalid Refresh Token: Session Expired');
        }
        if (token.revoked && Date.now() - token.updated_at.getTime() >= reuseGraceMs) {
          // Someone replayed an old token: end the session so neither copy works any more. The
          // delete must commit, so the error is thrown after the transaction, not inside it.
          await tx.query('delete from auth.sessions where id = $1', [token.session_id]);
          return { reused: { userId: live.user_id, sessionId: token.session_id } };
        }
        if (!token.revoked) {
          await tx.query(
            `update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and revoked = false`,
            [token.session_id],
          );
        }
        // Otherwise a rotated token came back within the grace window (two tabs refreshing at
        // once): it gets a sibling and the tokens already handed out stay valid, because either
        // response may be the one the browser's cookie jar keeps.
        await tx.query('update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1', [
          token.session_id,
        ]);
        const user = await tx.query<UserRow>(
          `select id, email, encrypted_password, raw_app_meta_data, raw_user_meta_data, banned_until
           from auth.users where id = $1 and deleted_at is null`,
          [live.user_id],
        );
        if (!user.rows[0]) throw new AppError('unauthenticated', 'User not found');
        return { session: await issueSession(tx, user.rows[0], token.session_id, token.token) };
      });
      if ('reused' in outcome && outcome.reused) {
        events.ended(outcome.reused);
        throw new AppError('unauthenticated', 'Invalid Refresh Token: Already Used', {
          reason: 'refresh_token_reused',
        });
      }
      return outcome.session;
    },

    async signOut(identity) {
      await pool.query('delete from auth.sessions where id = $1', [identity.sessionId]);
      events.ended({ userId: identity.userId, sessionId: identity.sessionId });
    },

    async verifyAccessToken(token): Promise<AuthIdentity> {
      const claims = await verifyHs256(token, secret, issuer);
      const session = await pool.query('select 1 from auth.sessions where id = $1 and user_id = $2', [
        claims.session_id,
        claims.sub,
      ]);
      if (session.rowCount === 0)
        throw new AppError('unauthenticated', 'Session ended.', { reason: 'session_not_found' });
      return {
        userId: claims.sub,
        email: claims.email,
        admin: claims.app_metadata?.admin === true,
        sessionId: claims.session_id,
      };
    },

    async findUserByEmail(email): Promise<AuthUser | null> {
      const { rows } = await pool.query<UserRow>(
        `select id, email, raw_app_meta_data from auth.users where lower(email) = lower($1) and deleted_at is null`,
        [email],
      );
      const row = rows[0];
      return row ? { id: row.id, email: row.email, admin: row.raw_app_meta_data?.admin === true } : null;
    },

    async deleteUser(userId) {
      await revokeAllSessions(userId);
      await pool.query('delete from auth.users where id = $1', [userId]);
    },

    async setAdmin(userId, admin) {
      const result = await pool.query(
        `update auth.users set raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) || jsonb_build_object('admin', $2::boolean),
         updated_at = now() where id = $1`,
        [userId, admin],
      );
      if (result.rowCount === 0) throw new AppError('not_found', 'User not found');
      // Tokens carry the claim; end sessions so the change takes effect at once.
      await revokeAllSessions(userId);
    },

    async setPassword(userId, password, changedBy) {
      const hash = await bcrypt.hash(password, passwordCost);
      await pool.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [
        userId,
        hash,
      ]);
      await revokeAllSessions(userId, changedBy);
    },

    async createRecoveryToken(email) {
      const { rows } = await pool.query<{ id: string; email: string }>(
        `select id, email from auth.users where lower(email) = lower($1) and deleted_at is null`,
        [email],
      );
      const user = rows[0];
      return user ? issueOneTimeToken(pool, user.id, 'recovery_token', user.email) : null;
    },

    async resetPassword(token, password) {
      const hash = await bcrypt.hash(password, passwordCost);
      const user = await withTransaction(pool, async (tx) => {
        const { userId } = await consumeOneTimeToken(tx, token, 'recovery_token', recoveryLifetimeSeconds);
        const { rows } = await tx.query<UserRow>(
          `update auth.users set encrypted_password = $2, updated_at = now() where id = $1 and deleted_at is null
           returning id, email, raw_app_meta_data`,
          [userId, hash],
        );
        return rows[0];
      });
      if (!user) throw new AppError('bad_request', 'This account no longer exists.', { reason: 'link_invalid' });
      await revokeAllSessions(user.id);
      return { id: user.id, email: user.email, admin: user.raw_app_meta_data?.admin === true };
    },

    async checkPassword(userId, password) {
      const { rows } = await pool.query<{ encrypted_password: string | null }>(
        'select encrypted_password from auth.users where id = $1 and deleted_at is null',
        [userId],
      );
      return bcrypt.compare(password, rows[0]?.encrypted_password ?? dummyHash);
    },

    createEmailChangeToken: (userId, newEmail) =>
      issueOneTimeToken(pool, userId, 'email_change_token_new', newEmail.toLowerCase()),

    async confirmEmailChange(token) {
      return withTransaction(pool, async (tx) => {
        const { userId, relatesTo } = await consumeOneTimeToken(
          tx,
          token,
          'email_change_token_new',
          emailChangeLifetimeSeconds,
        );
        const found = await tx.query<UserRow>(
          'select id, email, raw_app_meta_data from auth.users where id = $1 and deleted_at is null for update',
          [userId],
        );
        const user = found.rows[0];
        if (!user) throw new AppError('bad_request', 'This account no longer exists.', { reason: 'link_invalid' });
        const taken = await tx.query(
          'select 1 from auth.users where lower(email) = lower($1) and deleted_at is null and id <> $2',
          [relatesTo, userId],
        );
        if (taken.rowCount) throw new AppError('conflict', 'Another account already uses this e-mail address.');
        await tx.query('update auth.users set email = $2, updated_at = now() where id = $1', [userId, relatesTo]);
        return { id: userId, email: relatesTo, admin: user.raw_app_meta_data?.admin === true };
      });
    },

    async endSession(userId, sessionId) {
      await pool.query('delete from auth.sessions where id = $1 and user_id = $2', [sessionId, userId]);
      events.ended({ userId, sessionId });
    },

    revokeAllSessions: (userId) => revokeAllSessions(userId),

    onSessionsEnded: events.listen,
  };
}
