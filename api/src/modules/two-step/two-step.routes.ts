import { Router, type NextFunction, type Request, type Response } from 'express';
import {
  confirmTwoStepBody,
  disableTwoStepBody,
  startTwoStepBody,
  twoStepSignInBody,
} from '../../contracts/two-step.ts';
import type { SessionUser } from '../../contracts/auth.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { auditActorOf } from '../../platform/http/audit-actor.ts';
import { cookieNames } from '../../platform/http/cookies.ts';
import { signedIn, requireUser } from '../../platform/http/guards.ts';
import { createSessionHandOut, createSignInThrottle, reasonVerdict } from '../auth/index.ts';
import type { ModuleContext } from '../module-context.ts';
import { createCodeThrottle } from './code-throttle.ts';

export const twoStepRequiredMessage = 'Admins must use two-step sign-in. Set it up on your account page first.';

const accessTokenOf = (req: Request): string => String(req.cookies[cookieNames.access] ?? '');

/** Set-up and turning off, for the signed-in person, mounted at /api/account/two-step. */
export function accountTwoStepRoutes(ctx: ModuleContext): Router {
  const router = Router();
  const { twoStep } = ctx.services;
  const throttle = createSignInThrottle(ctx.rateLimits);
  const handOut = createSessionHandOut(ctx);
  router.use(requireUser);

  /** A wrong code or password counts like a wrong sign-in password, on the same counters. */
  const throttled = <T>(req: Request, work: () => Promise<T>): Promise<T> =>
    throttle.attempt(signedIn(req).email, req.ip ?? 'unknown', work, reasonVerdict('wrong_code', 'wrong_password'));

  router.get('/', async (req, res) => {
    const { userId, admin } = signedIn(req);
    res.json({ ...(await twoStep.status(userId)), required: admin && ctx.config.adminTwoStepRequired });
  });

  router.post('/setup', async (req, res) => {
    const body = startTwoStepBody.parse(req.body);
    const { userId, email } = signedIn(req);
    res.json(await throttled(req, () => twoStep.startSetup(userId, email, body.password, accessTokenOf(req))));
  });

  router.post('/confirm', async (req, res) => {
    const body = confirmTwoStepBody.parse(req.body);
    const { recoveryCodes, session } = await throttled(req, () =>
      twoStep.confirmSetup(signedIn(req).userId, body.code, accessTokenOf(req), auditActorOf(req)),
    );
    // Supabase mode: GoTrue raised this session to aal2 and issued its tokens anew.
    if (session) await handOut.afterSecondStep(req, res, session);
    res.json({ recoveryCodes });
  });

  router.post('/disable', async (req, res) => {
    const body = disableTwoStepBody.parse(req.body);
    const spent = await throttled(req, () =>
      twoStep.disable(signedIn(req).userId, body.password, body.code, accessTokenOf(req), auditActorOf(req)),
    );
    if (spent.session) await handOut.afterSecondStep(req, res, spent.session);
    res.status(204).end();
  });

  return router;
}

/**
 * The code step of sign-in, as its api route and the web's page actions (decision 082) both run
 * it: a right code turns the ticket into a session and its cookies.
 */
export function createTwoStepSignIn(ctx: ModuleContext) {
  const { twoStep, auth } = ctx.services;
  const codeThrottle = createCodeThrottle(ctx.rateLimits);
  const handOut = createSessionHandOut(ctx);

  return async (req: Request, res: Response, input: unknown): Promise<{ user: SessionUser }> => {
    const body = twoStepSignInBody.parse(input);
    const held = await twoStep.heldSession(body.ticket);
    const session = await codeThrottle.attempt(held.identity.userId, () =>
      twoStep.completeSignIn(body.ticket, held, body.code),
    );
    await handOut.afterSecondStep(req, res, session);
    return { user: await auth.sessionUser(session) };
  };
}

/** The code step of sign-in, mounted at /api/auth/two-step: a right code turns the ticket into a session. */
export function signInTwoStepRoutes(ctx: ModuleContext): Router {
  const router = Router();
  const completeSignIn = createTwoStepSignIn(ctx);

  router.post('/', async (req, res) => {
    res.json(await completeSignIn(req, res, req.body));
  });

  return router;
}

/**
 * With ADMIN_TWO_STEP_REQUIRED on, an admin without two-step sign-in gets 403 (reason
 * `two_step_required`) from every /api/admin route until they set it up on their account page.
 */
export function adminTwoStepGate(ctx: ModuleContext): Router {
  const { twoStep } = ctx.services;
  const router = Router();
  router.use(async (req: Request, _res: Response, next: NextFunction) => {
    if (ctx.config.adminTwoStepRequired && req.identity?.admin && !(await twoStep.isEnabled(req.identity.userId))) {
      throw new AppError('forbidden', twoStepRequiredMessage, { reason: 'two_step_required' });
    }
    next();
  });
  return router;
}
