import { randomBytes, randomUUID } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { GoTrueState } from './gotrue-double.ts';
import { json, type DoubleResponse, type RecordedRequest } from './http-double.ts';

type Body = Record<string, unknown>;

/** Routes GoTrue requests (paths relative to /auth/v1) the way GoTrue's router does. */
export function goTrueRoutes(state: GoTrueState) {
  async function token(req: RecordedRequest, body: Body): Promise<DoubleResponse> {
    const grant = req.query.get('grant_type');
    if (grant === 'password') {
      const user = state.findByEmail(String(body.email ?? ''));
      if (!user || user.password !== body.password) {
        return state.error(req, 400, 'invalid_credentials', 'Invalid login credentials');
      }
      return state.issueSession(user);
    }
    if (grant === 'refresh_token') {
      const presented = state.refreshTokens.get(String(body.refresh_token ?? ''));
      if (!presented)
        return state.error(req, 400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
      if (presented.revoked) {
        // GoTrue's reuse detection: the whole token family is revoked.
        for (const t of state.refreshTokens.values()) if (t.sessionId === presented.sessionId) t.revoked = true;
        return state.error(req, 400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
      }
      presented.revoked = true;
      const session = state.sessions.get(presented.sessionId);
      const user = session && state.users.get(session.userId);
      if (!user) return state.error(req, 400, 'session_not_found', 'Invalid Refresh Token: Session Not Found');
      return state.issueSession(user, presented.sessionId);
    }
    return state.error(req, 400, 'validation_failed', `unsupported_grant_type`);
  }

  async function admin(req: RecordedRequest, path: string, body: Body): Promise<DoubleResponse> {
    if (!state.isAdminRequest(req)) return state.error(req, 403, 'not_admin', 'User not allowed');
    if (path === '/admin/users' && req.method === 'POST') {
      const email = String(body.email ?? '');
      if (state.findByEmail(email)) {
        return state.error(req, 422, 'email_exists', 'A user with this email address has already been registered');
      }
      const user = state.newUser(
        email,
        String(body.password ?? ''),
        (body.app_metadata as Body) ?? {},
        (body.user_metadata as Body) ?? {},
      );
      return json(200, state.userJson(user));
    }
    if (path === '/admin/users' && req.method === 'GET') {
      const page = Number(req.query.get('page') || 1);
      const perPage = Number(req.query.get('per_page') || 50);
      const all = [...state.users.values()];
      const slice = all.slice((page - 1) * perPage, page * perPage);
      return json(
        200,
        { users: slice.map(state.userJson), aud: 'authenticated' },
        { 'x-total-count': String(all.length) },
      );
    }
    if (path === '/admin/generate_link' && req.method === 'POST') {
      const user = state.findByEmail(String(body.email ?? ''));
      if (!user) return state.error(req, 404, 'user_not_found', 'User with this email not found');
      const type = String(body.type);
      const newEmail = typeof body.new_email === 'string' ? body.new_email : undefined;
      if (type.startsWith('email_change') && !newEmail) {
        return state.error(req, 422, 'validation_failed', 'An email address is required');
      }
      if (newEmail && state.findByEmail(newEmail)) {
        return state.error(req, 422, 'email_exists', 'A user with this email address has already been registered');
      }
      const hashed = randomBytes(28).toString('hex');
      state.linkTokens.set(hashed, { userId: user.id, type, newEmail });
      return json(200, {
        ...state.userJson(user),
        action_link: `${req.headers.host}/auth/v1/verify?token=${hashed}&type=${String(body.type)}`,
        email_otp: '123456',
        hashed_token: hashed,
        verification_type: String(body.type),
        redirect_to: '',
      });
    }
    // GoTrue's adminUserFactors / adminUserDeleteFactor: the factors as JSON, no secrets.
    const factorPath = /^\/admin\/users\/([0-9a-f-]{36})\/factors(?:\/([0-9a-f-]{36}))?$/.exec(path);
    if (factorPath) {
      const owner = state.users.get(factorPath[1]!);
      if (!owner) return state.error(req, 404, 'user_not_found', 'User not found');
      if (req.method === 'GET' && !factorPath[2]) return json(200, state.factorsOf(owner.id).map(state.factorJson));
      const factor = factorPath[2] ? state.factors.get(factorPath[2]) : undefined;
      if (req.method === 'DELETE' && factor && factor.userId === owner.id) {
        state.factors.delete(factor.id);
        return json(200, state.factorJson(factor));
      }
      return state.error(req, 404, 'mfa_factor_not_found', 'Factor not found');
    }
    const byId = /^\/admin\/users\/([0-9a-f-]{36})$/.exec(path);
    const user = byId && state.users.get(byId[1]!);
    if (byId && !user) return state.error(req, 404, 'user_not_found', 'User not found');
    if (user && req.method === 'GET') return json(200, state.userJson(user));
    if (user && req.method === 'PUT') {
      // GoTrue's UpdateAppMetaData: keys merge, a null value removes the key.
      for (const [key, value] of Object.entries((body.app_metadata as Body) ?? {})) {
        if (value === null) delete user.app_metadata[key];
        else user.app_metadata[key] = value;
      }
      if (typeof body.password === 'string') user.password = body.password;
      user.updated_at = new Date().toISOString();
      return json(200, state.userJson(user));
    }
    if (user && req.method === 'DELETE') {
      // GoTrue's adminUserDelete: body {"should_soft_delete": bool}; the user, their sessions and
      // refresh tokens go (a soft delete also ends them and hides the user), and it answers 200 {}.
      state.logoutUser(user.id);
      for (const factor of state.factorsOf(user.id)) state.factors.delete(factor.id);
      state.users.delete(user.id);
      await state.userDeleted(user.id, body.should_soft_delete === true);
      return json(200, {});
    }
    return json(404, { code: 'not_found', message: 'not found' });
  }

  /**
   * GoTrue's /factors routes (internal/api/mfa.go), TOTP only: enroll needs a session and, once a
   * verified factor exists, an aal2 one; a challenge is single use and lives five minutes; verify
   * checks the code with one step of skew, raises the session to aal2, ends the user's other
   * sessions below aal2 and drops unverified factors; unenrolling a verified factor needs aal2.
   */
  async function factorRoutes(req: RecordedRequest, path: string, body: Body): Promise<DoubleResponse> {
    const auth = await state.authenticate(req);
    if ('fail' in auth) return auth.fail!;
    const session = state.sessions.get(auth.sessionId);
    if (!session) return state.error(req, 403, 'session_not_found', 'Session not found');
    const mine = state.factorsOf(auth.user.id);
    if (path === '/factors' && req.method === 'POST') {
      if (body.factor_type !== 'totp') {
        return state.error(req, 400, 'validation_failed', 'factor_type needs to be totp, phone, or webauthn');
      }
      const name = String(body.friendly_name ?? '');
      if (mine.some((f) => f.friendly_name === name)) {
        return state.error(
          req,
          422,
          'mfa_factor_name_conflict',
          `A factor with the friendly name "${name}" for this user already exists`,
        );
      }
      if (mine.some((f) => f.status === 'verified') && session.aal !== 'aal2') {
        return state.error(req, 403, 'insufficient_aal', 'AAL2 required to enroll a new factor');
      }
      const now = new Date().toISOString();
      const secret = new Secret({ size: 20 }).base32;
      const factor = {
        id: randomUUID(),
        userId: auth.user.id,
        friendly_name: name,
        factor_type: 'totp' as const,
        status: 'unverified' as const,
        secret,
        created_at: now,
        updated_at: now,
      };
      state.factors.set(factor.id, factor);
      const uri = new TOTP({ issuer: String(body.issuer || 'localhost'), label: auth.user.email, secret }).toString();
      return json(200, {
        id: factor.id,
        type: 'totp',
        friendly_name: name,
        totp: { qr_code: '<svg xmlns="http://www.w3.org/2000/svg"></svg>', secret, uri },
      });
    }
    const match = /^\/factors\/([^/]+)(\/challenge|\/verify)?$/.exec(path);
    const factor = match && state.factors.get(match[1]!);
    if (!match || !factor || factor.userId !== auth.user.id) {
      return state.error(req, 404, 'mfa_factor_not_found', 'Factor not found');
    }
    if (match[2] === '/challenge' && req.method === 'POST') {
      const id = randomUUID();
      state.challenges.set(id, { factorId: factor.id, createdAt: Date.now(), verified: false });
      return json(200, { id, type: 'totp', expires_at: Math.floor(Date.now() / 1000) + 300 });
    }
    if (match[2] === '/verify' && req.method === 'POST') {
      if (!body.code) return state.error(req, 400, 'validation_failed', 'Code needs to be non-empty');
      const challenge = state.challenges.get(String(body.challenge_id ?? ''));
      if (!challenge || challenge.factorId !== factor.id) {
        return state.error(req, 422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
      }
      if (challenge.verified) {
        return state.error(req, 422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
      }
      if (Date.now() - challenge.createdAt > 300_000) {
        state.challenges.delete(String(body.challenge_id));
        return state.error(
          req,
          422,
          'mfa_challenge_expired',
          'MFA challenge has expired, verify against another challenge or create a new challenge.',
        );
      }
      const totp = new TOTP({ secret: Secret.fromBase32(factor.secret) });
      if (totp.validate({ token: String(body.code), window: 1 }) === null) {
        return state.error(req, 422, 'mfa_verification_failed', 'Invalid TOTP code entered');
      }
      challenge.verified = true;
      factor.status = 'verified';
      factor.updated_at = new Date().toISOString();
      session.aal = 'aal2';
      session.amr = [{ method: 'totp', timestamp: Math.floor(Date.now() / 1000) }, ...session.amr];
      // models.InvalidateSessionsWithAALLessThan and DeleteUnverifiedFactors.
      for (const [id, other] of state.sessions) {
        if (other.userId === auth.user.id && other.aal !== 'aal2') state.logoutSession(id);
      }
      for (const f of state.factorsOf(auth.user.id)) if (f.status === 'unverified') state.factors.delete(f.id);
      return state.issueSession(auth.user, auth.sessionId);
    }
    if (!match[2] && req.method === 'DELETE') {
      if (factor.status === 'verified' && session.aal !== 'aal2') {
        return state.error(req, 422, 'insufficient_aal', 'AAL2 required to unenroll verified factor');
      }
      state.factors.delete(factor.id);
      return json(200, { id: factor.id });
    }
    return json(404, { code: 'not_found', message: 'not found' });
  }

  return async function route(req: RecordedRequest, path: string): Promise<DoubleResponse> {
    if (path === '/.well-known/jwks.json') return json(200, { keys: [state.publicJwk] });
    if (!state.hasApiKey(req)) return json(401, { message: 'No API key found in request' });
    const body = (req.json ?? {}) as Body;
    if (path === '/token' && req.method === 'POST') return token(req, body);
    if (path.startsWith('/admin/')) return admin(req, path, body);
    if (path === '/factors' || path.startsWith('/factors/')) return factorRoutes(req, path, body);
    if (path === '/verify' && req.method === 'POST') {
      // GoTrue's verify: the link's type must match (an e-mail change's new-address link is
      // verified as `email_change`); the token is deleted on use, and an e-mail change applies.
      const link = state.linkTokens.get(String(body.token_hash ?? ''));
      const user = link && state.users.get(link.userId);
      const verifiedAs = link?.type === 'email_change_new' ? 'email_change' : link?.type;
      if (!link || !user || (body.type !== undefined && body.type !== verifiedAs)) {
        return state.error(req, 403, 'otp_expired', 'Email link is invalid or has expired');
      }
      state.linkTokens.delete(String(body.token_hash));
      if (link.newEmail) user.email = link.newEmail;
      return state.issueSession(user);
    }
    if (path === '/user' && req.method === 'GET') {
      const auth = await state.authenticate(req);
      return 'fail' in auth ? auth.fail! : json(200, state.userJson(auth.user));
    }
    if (path === '/logout' && req.method === 'POST') {
      const auth = await state.authenticate(req);
      if ('fail' in auth) return auth.fail!;
      const scope = req.query.get('scope') ?? 'global';
      if (scope === 'local' && auth.sessionId) state.logoutSession(auth.sessionId);
      else if (scope === 'global') state.logoutUser(auth.user.id);
      else return state.error(req, 400, 'validation_failed', `Unsupported logout scope "${scope}"`);
      return { status: 204 };
    }
    return json(404, { code: 'not_found', message: 'not found' });
  };
}
