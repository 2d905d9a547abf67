import { Router, type NextFunction, type Request, type Response } from 'express';
import { confirmTwoStepBody, disableTwoStepBody, twoStepSignInBody } from '../../contracts/two-step.ts';
import { recordSession } from '../../platform/access/account-sessions.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { AuthSession } from '../../platform/auth/auth-port.ts';
import { cookieNames, setSessionCookies } from '../../platform/http/cookies.ts';
import { createCsrfTokens } from '../../platform/http/csrf.ts';
import { identityOf, requireUser } from '../../platform/http/guards.ts';
import { createSignInThrottle } from '../auth/sign-in-throttle.ts';
import { createAuthService } from '../auth/auth.service.ts';
import type { ModuleContext } from '../module-context.ts';
import { createTwoStepService } from './two-step.service.ts';

export const twoStepRequiredMessage = 'Admins must use two-step sign-in. Set it up on your account page first.';

function service(ctx: ModuleContext) {
  return createTwoStepService({ db: ctx.pool, auth: ctx.auth, encryptionKey: ctx.config.pmsEncryptionKey });
}

function reasonOf(error: unknown): string | undefined {
  return error instanceof AppError ? (error.details as { reason?: string } | undefined)?.reason : undefined;
}

/**
 * Hands out a session that passed the code step: records it for the account page (marked as past
 * the second step, which is what lets an aal1 Supabase session through after a recovery code) and
 * sets its cookies with a CSRF token of its own.
 */
function sessionHandOut(ctx: ModuleContext) {
  const secure = ctx.config.publicUrl.startsWith('https://');
  const csrf = createCsrfTokens(ctx.config.csrfSecret);
  return async (req: Request, res: Response, session: AuthSession) => {
    const { sessionId, userId } = session.identity;
    const live = await recordSession(ctx.pool, {
      sessionId,
      userId,
      userAgent: req.get('user-agent') ?? '',
      ip: req.ip ?? 'unknown',
      secondStep: true,
    });
    if (!live) throw new AppError('unauthenticated', 'Session ended.', { reason: 'session_not_found' });
    setSessionCookies(res, session, secure, csrf.issue(sessionId));
  };
}

const accessTokenOf = (req: Request): string => String(req.cookies[cookieNames.access] ?? '');

/** Set-up and turning off, for the signed-in person, mounted at /api/account/two-step. */
export function accountTwoStepRoutes(ctx: ModuleContext): Router {
  const router = Router();
  const twoStep = service(ctx);
  const throttle = createSignInThrottle(ctx.rateLimits);
  const handOut = sessionHandOut(ctx);
  router.use(requireUser);

  /** A wrong code or password counts like a wrong sign-in password, on the same counters. */
  async function throttled<T>(req: Request, work: () => Promise<T>): Promise<T> {
    const { email } = identityOf(req);
    const ip = req.ip ?? 'unknown';
    await throttle.assertMayTry(email, ip);
    try {
      const result = await work();
      await throttle.succeeded(email, ip);
      return result;
    } catch (error) {
      const reason = reasonOf(error);
      if (reason === 'wrong_code' || reason === 'wrong_password') await throttle.failed(email, ip);
      throw error;
    }
  }

  router.get('/', async (req, res) => {
    const { userId, admin } = identityOf(req);
    res.json({ ...(await twoStep.status(userId)), required: admin && ctx.config.adminTwoStepRequired });
  });

  router.post('/setup', async (req, res) => {
    const { userId, email } = identityOf(req);
    res.json(await twoStep.startSetup(userId, email, accessTokenOf(req)));
  });

  router.post('/confirm', async (req, res) => {
    const body = confirmTwoStepBody.parse(req.body);
    const { recoveryCodes, session } = await throttled(req, () =>
      twoStep.confirmSetup(identityOf(req).userId, body.code, accessTokenOf(req)),
    );
    // Supabase mode: GoTrue raised this session to aal2 and issued its tokens anew.
    if (session) await handOut(req, res, session);
    res.json({ recoveryCodes });
  });

  router.post('/disable', async (req, res) => {
    const body = disableTwoStepBody.parse(req.body);
    const spent = await throttled(req, () =>
      twoStep.disable(identityOf(req).userId, body.password, body.code, accessTokenOf(req)),
    );
    if (spent.session) await handOut(req, res, spent.session);
    res.status(204).end();
  });

  return router;
}

/** The code step of sign-in, mounted at /api/auth/two-step: a right code turns the ticket into a session. */
export function signInTwoStepRoutes(ctx: ModuleContext): Router {
  const router = Router();
  const twoStep = service(ctx);
  const auth = createAuthService(ctx.auth, ctx.pool);
  const throttle = createSignInThrottle(ctx.rateLimits);
  const handOut = sessionHandOut(ctx);

  router.post('/', async (req, res) => {
    const body = twoStepSignInBody.parse(req.body);
    const held = await twoStep.heldSession(body.ticket);
    const { email } = held.identity;
    const ip = req.ip ?? 'unknown';
    await throttle.assertMayTry(email, ip);
    let session: AuthSession;
    try {
      session = await twoStep.completeSignIn(body.ticket, held, body.code);
    } catch (error) {
      if (reasonOf(error) === 'wrong_code') await throttle.failed(email, ip);
      throw error;
    }
    await throttle.succeeded(email, ip);
    await handOut(req, res, session);
    res.json({ user: await auth.sessionUser(session) });
  });

  return router;
}

/**
 * With ADMIN_TWO_STEP_REQUIRED on, an admin without two-step sign-in gets 403 (reason
 * `two_step_required`) from every /api/admin route until they set it up on their account page.
 */
export function adminTwoStepGate(ctx: ModuleContext): Router {
  const twoStep = service(ctx);
  const router = Router();
  router.use(async (req: Request, _res: Response, next: NextFunction) => {
    if (ctx.config.adminTwoStepRequired && req.identity?.admin && !(await twoStep.isEnabled(req.identity.userId))) {
      throw new AppError('forbidden', twoStepRequiredMessage, { reason: 'two_step_required' });
    }
    next();
  });
  return router;
}
