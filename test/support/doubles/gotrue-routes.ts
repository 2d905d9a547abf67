import { randomBytes } from 'node:crypto';
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
      state.users.delete(user.id);
      await state.userDeleted(user.id, body.should_soft_delete === true);
      return json(200, {});
    }
    return json(404, { code: 'not_found', message: 'not found' });
  }

  return async function route(req: RecordedRequest, path: string): Promise<DoubleResponse> {
    if (path === '/.well-known/jwks.json') return json(200, { keys: [state.publicJwk] });
    if (!state.hasApiKey(req)) return json(401, { message: 'No API key found in request' });
    const body = (req.json ?? {}) as Body;
    if (path === '/token' && req.method === 'POST') return token(req, body);
    if (path.startsWith('/admin/')) return admin(req, path, body);
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
