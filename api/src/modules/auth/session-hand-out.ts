import type { Request, Response } from 'express';
import type { TwoStepChallenge } from '../../contracts/two-step.ts';
import { recordSession } from '../../platform/access/account-sessions.ts';
import type { AuthSession } from '../../platform/auth/auth-port.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { setSessionCookies } from '../../platform/http/cookies.ts';
import { createCsrfTokens } from '../../platform/http/csrf.ts';
import type { ModuleContext } from '../module-context.ts';

/**
 * The one place a browser is given a session (decision 080). A session a password made passes
 * the same two-step check wherever the password was typed (sign-in, admin sign-in, invitation
 * acceptance): with two-step sign-in on it waits on the server and the browser gets a ticket for
 * the code step, never cookies. Each hand-out is recorded for the account page and gets a CSRF
 * token of its own (OWASP: rotate on sign-in).
 */
export function createSessionHandOut(ctx: ModuleContext) {
  const secure = ctx.config.publicUrl.startsWith('https://');
  const csrf = createCsrfTokens(ctx.config.csrfSecret);
  const { twoStep } = ctx.services;

  async function giveCookies(req: Request, res: Response, session: AuthSession, secondStep: boolean) {
    const { sessionId, userId } = session.identity;
    const live = await recordSession(ctx.pool, {
      sessionId,
      userId,
      userAgent: req.get('user-agent') ?? '',
      ip: req.ip ?? 'unknown',
      secondStep,
    });
    if (!live) throw new AppError('unauthenticated', 'Session ended.', { reason: 'session_not_found' });
    setSessionCookies(res, session, secure, csrf.issue(sessionId));
  }

  return {
    /** A session made by a password: cookies, or with two-step sign-in on a ticket for the code step. */
    async afterPassword(req: Request, res: Response, session: AuthSession): Promise<TwoStepChallenge | null> {
      if (await twoStep.needsSecondStep(session)) return { twoStep: { ticket: await twoStep.holdSession(session) } };
      await giveCookies(req, res, session, false);
      return null;
    },

    /** A session that passed the code step (marked so, which lets an aal1 Supabase session through). */
    afterSecondStep: (req: Request, res: Response, session: AuthSession) => giveCookies(req, res, session, true),

    /**
     * A new session in place of the request's own, which passed every step asked of it (a password
     * change signs in again with the new password): it keeps this device signed in as it was.
     */
    replacingOwn: (req: Request, res: Response, session: AuthSession) => giveCookies(req, res, session, true),

    /** A session refreshed by its refresh token: the same session, recorded as seen again. */
    afterRefresh: (req: Request, res: Response, session: AuthSession) => giveCookies(req, res, session, false),
  };
}

export type SessionHandOut = ReturnType<typeof createSessionHandOut>;
