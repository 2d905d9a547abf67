import { Router } from 'express';
import { signInBody, signUpBody } from '../../contracts/auth.ts';
import { clearSessionCookies, cookieNames, setSessionCookies } from '../../platform/http/cookies.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { ModuleContext } from '../module-context.ts';
import { createAuthService, toSessionUser } from './auth.service.ts';

export const authLimits = {
  signInPerIp: { name: 'sign-in-ip', points: 30, durationSeconds: 60 },
  signInPerEmail: { name: 'sign-in-email', points: 10, durationSeconds: 15 * 60 },
  signUpPerIp: { name: 'sign-up-ip', points: 10, durationSeconds: 3600 },
  signUpPerEmail: { name: 'sign-up-email', points: 5, durationSeconds: 3600 },
};

export function authRoutes(ctx: ModuleContext): Router {
  const router = Router();
  const service = createAuthService(ctx.auth, ctx.pool);
  const secure = ctx.config.publicUrl.startsWith('https://');
  const { rateLimits } = ctx;

  router.post('/sign-up', rateLimits.perIp(authLimits.signUpPerIp), async (req, res) => {
    const body = signUpBody.parse(req.body);
    await rateLimits.consume(authLimits.signUpPerEmail, body.email);
    const result = await service.signUp(body);
    res.status(201).json(result);
  });

  router.post('/sign-in', rateLimits.perIp(authLimits.signInPerIp), async (req, res) => {
    const body = signInBody.parse(req.body);
    await rateLimits.consume(authLimits.signInPerEmail, body.email);
    const { session, user } = await service.signInCustomer(body);
    setSessionCookies(res, session, secure);
    res.json({ user });
  });

  router.post('/admin/sign-in', rateLimits.perIp(authLimits.signInPerIp), async (req, res) => {
    const body = signInBody.parse(req.body);
    await rateLimits.consume(authLimits.signInPerEmail, body.email);
    const { session, user } = await service.signInAdmin(body);
    setSessionCookies(res, session, secure);
    res.json({ user });
  });

  router.post('/refresh', async (req, res) => {
    const token = req.cookies[cookieNames.refresh];
    if (!token) throw new AppError('unauthenticated', 'No session to refresh.');
    try {
      const session = await service.refresh(token);
      setSessionCookies(res, session, secure);
      res.json({ expiresIn: session.expiresIn });
    } catch (error) {
      clearSessionCookies(res, secure);
      throw error;
    }
  });

  router.post('/sign-out', async (req, res) => {
    const accessToken = req.cookies[cookieNames.access];
    const refreshToken = req.cookies[cookieNames.refresh];
    if (req.identity && accessToken) await service.signOut(req.identity, accessToken);
    // The access cookie lives 15 minutes; after that the refresh token still names the session,
    // which would otherwise stay usable for its 30 days.
    else if (refreshToken) await service.signOutByRefreshToken(refreshToken);
    clearSessionCookies(res, secure);
    res.status(204).end();
  });

  /** The current session's user, or null. An expired token answers 401 so the client refreshes. */
  router.get('/session', (req, res) => {
    if (req.identity) {
      const { userId, email, admin, firstName, lastName, activated, hasProfile } = req.identity;
      res.json({ user: toSessionUser(userId, email, admin, hasProfile ? { firstName, lastName, activated } : null) });
      return;
    }
    if (req.authError && req.cookies[cookieNames.refresh]) throw req.authError;
    res.json({ user: null });
  });

  return router;
}
