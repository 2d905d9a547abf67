import { Router, type Request, type Response } from 'express';
import { signInBody, signUpBody, type SignInBody } from '../../contracts/auth.ts';
import type { PasswordStep } from '../../contracts/web-forms.ts';
import { clearSessionCookies, cookieNames } from '../../platform/http/cookies.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { createCsrfTokens } from '../../platform/http/csrf.ts';
import type { ModuleContext } from '../module-context.ts';
import { authLimits } from './auth-limits.ts';
import { toSessionUser } from './auth.service.ts';
import { createSessionHandOut } from './session-hand-out.ts';
import { createSignInThrottle, signInVerdict } from './sign-in-throttle.ts';

/**
 * Sign-up and the password step of sign-in, as the api routes and the web's page actions
 * (decision 082) both run them: the same contract parse, throttle, service and session hand-out.
 */
export function createAuthFlows(ctx: ModuleContext) {
  const { rateLimits } = ctx;
  const service = ctx.services.auth;
  const throttle = createSignInThrottle(rateLimits);
  const handOut = createSessionHandOut(ctx);

  /** The sign-in throttle guards the password; the session goes out through the one hand-out. */
  async function signIn(
    req: Request,
    res: Response,
    input: unknown,
    work: (body: SignInBody) => ReturnType<typeof service.signInAdmin>,
  ): Promise<PasswordStep> {
    const body = signInBody.parse(input);
    const outcome = await throttle.attempt(body.email, req.ip ?? 'unknown', () => work(body), signInVerdict);
    const challenge = await handOut.afterPassword(req, res, outcome.session);
    return challenge ?? { user: outcome.user };
  }

  return {
    service,
    /** The sign-up's per-address limit is the caller's: a route's middleware, or a page form's own count. */
    signUp: (input: unknown) => service.signUp(signUpBody.parse(input)),
    signInCustomer: (req: Request, res: Response, input: unknown) => signIn(req, res, input, service.signInCustomer),
    signInAdmin: (req: Request, res: Response, input: unknown) => signIn(req, res, input, service.signInAdmin),
  };
}

export function authRoutes(ctx: ModuleContext): Router {
  const router = Router();
  const { rateLimits } = ctx;
  const flows = createAuthFlows(ctx);
  const { service } = flows;
  const handOut = createSessionHandOut(ctx);
  const secure = ctx.config.publicUrl.startsWith('https://');
  // Signing out gets a CSRF token for nobody.
  const csrf = createCsrfTokens(ctx.config.csrfSecret);

  router.post('/sign-up', rateLimits.perIp(authLimits.signUpPerIp), async (req, res) => {
    res.status(201).json(await flows.signUp(req.body));
  });

  router.post('/sign-in', async (req, res) => {
    res.json(await flows.signInCustomer(req, res, req.body));
  });
  router.post('/admin/sign-in', async (req, res) => {
    res.json(await flows.signInAdmin(req, res, req.body));
  });

  router.post('/refresh', async (req, res) => {
    const token = req.cookies[cookieNames.refresh];
    if (!token) throw new AppError('unauthenticated', 'No session to refresh.');
    try {
      const session = await service.refresh(token);
      await handOut.afterRefresh(req, res, session);
      res.json({ expiresIn: session.expiresIn });
    } catch (error) {
      clearSessionCookies(res, secure, csrf.issue(''));
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
    clearSessionCookies(res, secure, csrf.issue(''));
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
