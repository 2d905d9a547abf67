import { randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, exportJWK, generateKeyPair, jwtVerify, type CryptoKey, type JWK } from 'jose';
import { json, type DoubleResponse, type RecordedRequest } from './http-double.ts';

/**
 * The parts of Supabase Auth (GoTrue) the product calls, answering with the shapes of GoTrue's
 * openapi.yaml and handlers: AccessTokenResponseSchema, UserSchema, and errors as
 * `{ code, message }` when the client sends X-Supabase-Api-Version 2024-01-01 (supabase-js does),
 * else `{ code: <status>, error_code, msg }`.
 */

interface UserRecord {
  id: string;
  email: string;
  password: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  created_at: string;
  updated_at: string;
  last_sign_in_at: string | null;
}

/** GoTrue's models.Factor (TOTP only): the secret stays in the double, as GoTrue keeps it in auth.mfa_factors. */
export interface FactorRecord {
  id: string;
  userId: string;
  friendly_name: string;
  factor_type: 'totp';
  status: 'unverified' | 'verified';
  secret: string;
  created_at: string;
  updated_at: string;
}

/** GoTrue's sessions keep the assurance level the session reached (`aal` claim) and how (`amr`). */
interface SessionRecord {
  userId: string;
  aal: 'aal1' | 'aal2';
  amr: { method: string; timestamp: number }[];
}

export interface GoTrueDoubleOptions {
  anonKey: string;
  serviceRoleKey: string;
  /** Sign access tokens with this HS256 secret (a legacy project) instead of the ES256 key. */
  legacySecret?: string;
  accessTokenTtlSeconds?: number;
  /**
   * GoTrue deletes the user's auth.users row in the project's database (the profile cascades from
   * it); a test that keeps that row in its database mirrors the effect here.
   */
  onUserDeleted?: (userId: string, soft: boolean) => Promise<void>;
}

export async function createGoTrueDouble(baseUrl: () => string, options: GoTrueDoubleOptions) {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const kid = randomUUID();
  const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig', key_ops: ['verify'] };
  const secret = options.legacySecret ? new TextEncoder().encode(options.legacySecret) : undefined;
  const ttl = options.accessTokenTtlSeconds ?? 3600;
  const users = new Map<string, UserRecord>();
  const sessions = new Map<string, SessionRecord>();
  const factors = new Map<string, FactorRecord>();
  /** MFA challenges: single use, five minutes (GoTrue's MFA_CHALLENGE_EXPIRY_DURATION default 300 s). */
  const challenges = new Map<string, { factorId: string; createdAt: number; verified: boolean }>();
  const factorJson = (f: FactorRecord) => ({
    id: f.id,
    friendly_name: f.friendly_name,
    factor_type: f.factor_type,
    status: f.status,
    created_at: f.created_at,
    updated_at: f.updated_at,
  });
  const factorsOf = (userId: string) => [...factors.values()].filter((f) => f.userId === userId);
  const refreshTokens = new Map<string, { sessionId: string; revoked: boolean }>();
  /** generate_link's hashed tokens: whose, of which type, and the new address of an e-mail change. */
  const linkTokens = new Map<string, { userId: string; type: string; newEmail?: string }>();

  const userJson = (u: UserRecord) => ({
    id: u.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: u.email,
    email_confirmed_at: u.created_at,
    phone: '',
    confirmed_at: u.created_at,
    last_sign_in_at: u.last_sign_in_at,
    app_metadata: u.app_metadata,
    user_metadata: u.user_metadata,
    identities: [],
    created_at: u.created_at,
    updated_at: u.updated_at,
    is_anonymous: false,
    // GoTrue's User.Factors is `json:"factors,omitempty"`.
    ...(factorsOf(u.id).length ? { factors: factorsOf(u.id).map(factorJson) } : {}),
  });

  const error = (req: RecordedRequest, status: number, code: string, message: string): DoubleResponse =>
    req.headers['x-supabase-api-version'] === '2024-01-01'
      ? json(status, { code, message }, { 'x-supabase-api-version': '2024-01-01' })
      : json(status, { code: status, error_code: code, msg: message });

  /** Signs an access token with GoTrue's claim set; tests pass overrides to forge bad ones. */
  async function signAccessToken(user: UserRecord, sessionId: string, overrides: Record<string, unknown> = {}) {
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      iss: `${baseUrl()}/auth/v1`,
      sub: user.id,
      aud: 'authenticated',
      exp: now + ttl,
      iat: now,
      email: user.email,
      phone: '',
      app_metadata: user.app_metadata,
      user_metadata: user.user_metadata,
      role: 'authenticated',
      aal: sessions.get(sessionId)?.aal ?? 'aal1',
      amr: sessions.get(sessionId)?.amr ?? [{ method: 'password', timestamp: now }],
      session_id: sessionId,
      is_anonymous: false,
      ...overrides,
    };
    const jwt = new SignJWT(claims);
    return secret
      ? jwt.setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secret)
      : jwt.setProtectedHeader({ alg: 'ES256', typ: 'JWT', kid }).sign(privateKey as CryptoKey);
  }

  async function issueSession(user: UserRecord, sessionId: string = randomUUID()) {
    if (!sessions.has(sessionId)) {
      sessions.set(sessionId, {
        userId: user.id,
        aal: 'aal1',
        amr: [{ method: 'password', timestamp: Math.floor(Date.now() / 1000) }],
      });
    }
    const refreshToken = randomBytes(9).toString('base64url');
    refreshTokens.set(refreshToken, { sessionId, revoked: false });
    user.last_sign_in_at = new Date().toISOString();
    return json(200, {
      access_token: await signAccessToken(user, sessionId),
      token_type: 'bearer',
      expires_in: ttl,
      expires_at: Math.floor(Date.now() / 1000) + ttl,
      refresh_token: refreshToken,
      user: userJson(user),
    });
  }

  /** GoTrue's requireAuthentication: a valid JWT whose user and session still exist. */
  async function authenticate(req: RecordedRequest) {
    const bearer = /^Bearer (\S+)$/.exec(String(req.headers.authorization ?? ''))?.[1];
    if (!bearer) return { fail: error(req, 401, 'no_authorization', 'This endpoint requires a Bearer token') };
    try {
      const { payload } = secret
        ? await jwtVerify(bearer, secret, { algorithms: ['HS256'] })
        : await jwtVerify(bearer, publicKey, { algorithms: ['ES256'] });
      const user = users.get(String(payload.sub));
      if (!user) return { fail: error(req, 403, 'user_not_found', 'User from sub claim in JWT does not exist') };
      const sessionId = String(payload.session_id ?? '');
      if (sessionId && !sessions.has(sessionId)) {
        return { fail: error(req, 403, 'session_not_found', 'Session from session_id claim in JWT does not exist') };
      }
      return { user, sessionId };
    } catch (e) {
      return { fail: error(req, 403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${String(e)}`) };
    }
  }

  return {
    kid,
    publicJwk,
    users,
    sessions,
    refreshTokens,
    linkTokens,
    factors,
    challenges,
    factorJson,
    factorsOf,
    userJson,
    error,
    signAccessToken,
    issueSession,
    authenticate,
    userDeleted: (userId: string, soft: boolean) => options.onUserDeleted?.(userId, soft) ?? Promise.resolve(),
    isAdminRequest: (req: RecordedRequest) => req.headers.authorization === `Bearer ${options.serviceRoleKey}`,
    hasApiKey: (req: RecordedRequest) =>
      req.headers.apikey === options.anonKey || req.headers.apikey === options.serviceRoleKey,
    newUser(email: string, password: string, appMetadata: Record<string, unknown>, userMetadata = {}): UserRecord {
      const now = new Date().toISOString();
      const user: UserRecord = {
        id: randomUUID(),
        email: email.toLowerCase(),
        password,
        app_metadata: { provider: 'email', providers: ['email'], ...appMetadata },
        user_metadata: userMetadata,
        created_at: now,
        updated_at: now,
        last_sign_in_at: null,
      };
      users.set(user.id, user);
      return user;
    },
    findByEmail: (email: string) => [...users.values()].find((u) => u.email === email.toLowerCase()),
    /** GoTrue's models.Logout: every session of the user goes, and their refresh tokens with them. */
    logoutUser(userId: string) {
      for (const [id, s] of sessions) if (s.userId === userId) sessions.delete(id);
      for (const [token, t] of refreshTokens) if (!sessions.has(t.sessionId)) refreshTokens.delete(token);
    },
    logoutSession(sessionId: string) {
      sessions.delete(sessionId);
      for (const [token, t] of refreshTokens) if (t.sessionId === sessionId) refreshTokens.delete(token);
    },
  };
}

export type GoTrueState = Awaited<ReturnType<typeof createGoTrueDouble>>;
