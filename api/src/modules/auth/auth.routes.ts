import { Router, type Request, type Response } from 'express';
import { signInBody, signUpBody, type SignInBody } from '../../contracts/auth.ts';
import { clearSessionCookies, cookieNames, setSessionCookies } from '../../platform/http/cookies.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { createCsrfTokens } from '../../platform/http/csrf.ts';
import { recordSession } from '../../platform/access/account-sessions.ts';
import type { AuthSession } from '../../platform/auth/auth-port.ts';
import { createMailService } from '../mail/mail.service.ts';
import type { ModuleContext } from '../module-context.ts';
import { createAuthService, toSessionUser } from './auth.service.ts';
import { createTwoStepService } from '../two-step/two-step.service.ts';
import { createSignInThrottle } from './sign-in-throttle.ts';

export const authLimits = {
  /** Every sign-up counts: an address making accounts in bulk stops here. */
  signUpPerIp: { name: 'sign-up-ip', points: 10, durationSeconds: 3600 },
  /** "Someone tried to sign up with your address" goes out at most this often per address. */
  signUpNoticePerEmail: { name: 'sign-up-notice-email', points: 1, durationSeconds: 3600 },
};

export function authRoutes(ctx: ModuleContext): Router {
  const router = Router();
  const { rateLimits } = ctx;
  const service = createAuthService(ctx.auth, ctx.pool, {
    mail: createMailService(ctx.queues.mail, ctx.logger),
    publicUrl: ctx.config.publicUrl,
    mayNotify: async (email) => {
      try {
        await rateLimits.consume(authLimits.signUpNoticePerEmail, email);
        return true;
      } catch (error) {
        if (error instanceof AppError && error.code === 'rate_limited') return false;
        throw error;
      }
    },
  });
  const throttle = createSignInThrottle(rateLimits);
  const twoStep = createTwoStepService({ db: ctx.pool, auth: ctx.auth, encryptionKey: ctx.config.pmsEncryptionKey });
  const secure = ctx.config.publicUrl.startsWith('https://');
  // A new session gets a CSRF token of its own (OWASP: rotate on sign-in); signing out, one for nobody.
  const csrf = createCsrfTokens(ctx.config.csrfSecret);

  /** The account page lists sessions by device and network; sign-in and each refresh update it. */
  async function noteSession(req: Request, session: AuthSession) {
    const live = await recordSession(ctx.pool, {
      sessionId: session.identity.sessionId,
      userId: session.identity.userId,
      userAgent: req.get('user-agent') ?? '',
      ip: req.ip ?? '',
    });
    if (!live) throw new AppError('unauthenticated', 'Session ended.', { reason: 'session_not_found' });
  }

  router.post('/sign-up', rateLimits.perIp(authLimits.signUpPerIp), async (req, res) => {
    const body = signUpBody.parse(req.body);
    res.status(201).json(await service.signUp(body));
  });

  /** Only a wrong password counts against the e-mail + address pair; a right one clears it. */
  async function signIn(
    req: Request,
    res: Response,
    work: (body: SignInBody) => ReturnType<typeof service.signInAdmin>,
  ) {
    const body = signInBody.parse(req.body);
    const ip = req.ip ?? 'unknown';
    await throttle.assertMayTry(body.email, ip);
    let outcome;
    try {
      outcome = await work(body);
    } catch (error) {
      // 401 is a wrong e-mail or password; 403 and 404 come after a right password (pending,
      // deactivated, not an admin, no profile); anything else says nothing about the password.
      const code = error instanceof AppError ? error.code : 'internal';
      if (code === 'unauthenticated') await throttle.failed(body.email, ip);
      else if (code === 'forbidden' || code === 'not_found') await throttle.succeeded(body.email, ip);
      throw error;
    }
    await throttle.succeeded(body.email, ip);
    // Two-step sign-in on: the session waits on the server until a right code (decision 022).
    if (await twoStep.needsSecondStep(outcome.session)) {
      res.json({ twoStep: { ticket: await twoStep.holdSession(outcome.session) } });
      return;
    }
    await noteSession(req, outcome.session);
    setSessionCookies(res, outcome.session, secure, csrf.issue(outcome.session.identity.sessionId));
    res.json({ user: outcome.user });
  }

  router.post('/sign-in', (req, res) => signIn(req, res, service.signInCustomer));
  router.post('/admin/sign-in', (req, res) => signIn(req, res, service.signInAdmin));

  router.post('/refresh', async (req, res) => {
    const token = req.cookies[cookieNames.refresh];
    if (!token) throw new AppError('unauthenticated', 'No session to refresh.');
    try {
      const session = await service.refresh(token);
      await noteSession(req, session);
      setSessionCookies(res, session, secure, csrf.issue(session.identity.sessionId));
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
