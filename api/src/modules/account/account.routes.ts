import { Router, type Request } from 'express';
import {
  changeEmailBody,
  changePasswordBody,
  confirmEmailBody,
  forgotPasswordBody,
  resetPasswordBody,
  updateProfileBody,
} from '../../contracts/account.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { clearSessionCookies } from '../../platform/http/cookies.ts';
import { auditActorOf } from '../../platform/http/audit-actor.ts';
import { createCsrfTokens } from '../../platform/http/csrf.ts';
import { signedIn, requireUser } from '../../platform/http/guards.ts';
import { isUuid } from '../../platform/access/access.ts';
import type { ModuleContext } from '../module-context.ts';
import { createSessionHandOut, createSignInThrottle, reasonVerdict } from '../auth/index.ts';
import { accountLimits } from './account-limits.ts';

/** Signed-out flows, mounted at /api/auth: forgotten password and e-mail confirmation links. */
export function accountLinkRoutes(ctx: ModuleContext): Router {
  const router = Router();
  const { account } = ctx.services;

  router.post('/forgot-password', ctx.rateLimits.perIp(accountLimits.resetRequestsPerIp), (req, res) => {
    const body = forgotPasswordBody.parse(req.body);
    account.requestPasswordReset(body.email);
    res.status(202).json({ email: body.email });
  });

  router.post('/reset-password', ctx.rateLimits.perIp(accountLimits.linkUsesPerIp), async (req, res) => {
    const body = resetPasswordBody.parse(req.body);
    res.json(await account.resetPassword(body.token, body.password, req.ip ?? 'unknown'));
  });

  router.post('/confirm-email', ctx.rateLimits.perIp(accountLimits.linkUsesPerIp), async (req, res) => {
    const body = confirmEmailBody.parse(req.body);
    const secure = ctx.config.publicUrl.startsWith('https://');
    const result = await account.confirmEmailChange(body.token);
    // Every session ended with the old address; this browser's cookies go too.
    clearSessionCookies(res, secure, createCsrfTokens(ctx.config.csrfSecret).issue(''));
    res.json(result);
  });

  return router;
}

/** The signed-in person's own account, mounted at /api/account. */
export function myAccountRoutes(ctx: ModuleContext): Router {
  const router = Router();
  const { account } = ctx.services;
  const throttle = createSignInThrottle(ctx.rateLimits);
  const handOut = createSessionHandOut(ctx);
  const secure = ctx.config.publicUrl.startsWith('https://');
  const csrf = createCsrfTokens(ctx.config.csrfSecret);
  router.use(requireUser);

  /** A wrong current password counts like a wrong sign-in: the same throttle guards both. */
  const withPasswordThrottle = <T>(req: Request, work: () => Promise<T>): Promise<T> =>
    throttle.attempt(signedIn(req).email, req.ip ?? 'unknown', work, reasonVerdict('wrong_password'));

  router.get('/', async (req, res) => {
    res.json({ profile: await account.profile(signedIn(req)) });
  });

  router.put('/', async (req, res) => {
    const body = updateProfileBody.parse(req.body);
    res.json({ profile: await account.updateProfile(signedIn(req), body) });
  });

  router.post('/password', async (req, res) => {
    const body = changePasswordBody.parse(req.body);
    const session = await withPasswordThrottle(req, () =>
      account.changePassword(signedIn(req), body.currentPassword, body.newPassword, auditActorOf(req)),
    );
    await handOut.replacingOwn(req, res, session);
    res.status(204).end();
  });

  router.post('/email', async (req, res) => {
    const body = changeEmailBody.parse(req.body);
    await withPasswordThrottle(req, () =>
      account.requestEmailChange(signedIn(req), body.currentPassword, body.newEmail),
    );
    res.status(202).json({ newEmail: body.newEmail });
  });

  router.get('/sessions', async (req, res) => {
    res.json({ sessions: await account.sessions(signedIn(req)) });
  });

  router.delete('/sessions/:sessionId', async (req, res) => {
    const sessionId = String(req.params.sessionId);
    if (!isUuid(sessionId)) throw new AppError('bad_request', 'Session id must be a UUID.');
    await account.endSession(signedIn(req), sessionId);
    res.status(204).end();
  });

  router.post('/sign-out-everywhere', async (req, res) => {
    await account.signOutEverywhere(signedIn(req));
    clearSessionCookies(res, secure, csrf.issue(''));
    res.status(204).end();
  });

  return router;
}
