import type { NextFunction, Request, Response } from 'express';
import type { AuthPort } from '../auth/auth-port.ts';
import { AppError } from '../errors/app-error.ts';
import type { Db } from '../db/pool.ts';
import { readAccessProfile } from '../access/access.repo.ts';
import type { Identity } from '../access/identity.ts';
import { cookieNames } from './cookies.ts';

declare module 'express-serve-static-core' {
  interface Request {
    identity?: Identity;
    authError?: AppError;
  }
}

const uuidPattern = /^[0-9a-f-]{36}$/i;

/** The token's `sub` and `session_id` claims, unverified: only used to start the profile read early (see below). */
function claimedIds(token: string): { userId: string; sessionId: string } | null {
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      sub?: unknown;
      session_id?: unknown;
    };
    const { sub, session_id: sessionId } = claims;
    return typeof sub === 'string' &&
      uuidPattern.test(sub) &&
      typeof sessionId === 'string' &&
      uuidPattern.test(sessionId)
      ? { userId: sub, sessionId }
      : null;
  } catch {
    return null;
  }
}

export const sessionEndedMessage = 'Session ended.';
export const secondStepMissingMessage = 'Enter the code from your authenticator app to finish signing in.';

/**
 * Resolves the session cookie to an identity. The users row is read on every request so that a
 * deactivated account loses access at once, whatever its token's expiry says; the same read says
 * whether the session was ended from the account page. That read runs beside the token check
 * (keyed by the token's claimed user and session) instead of after it, saving a round trip per
 * request; its result is used only once the token is verified and names that same user and session.
 */
export async function resolveIdentity(
  auth: AuthPort,
  db: Db,
  token: string,
  options: { fresh?: boolean } = {},
): Promise<Identity> {
  const claimed = claimedIds(token);
  const early = claimed ? readAccessProfile(db, claimed.userId, claimed.sessionId) : undefined;
  // A failed token check must not leave the early read's rejection unhandled.
  early?.catch(() => undefined);
  const verified = await auth.verifyAccessToken(token, options);
  const sameClaims = claimed?.userId === verified.userId && claimed.sessionId === verified.sessionId;
  const profile =
    sameClaims && early
      ? await early
      : uuidPattern.test(verified.sessionId)
        ? await readAccessProfile(db, verified.userId, verified.sessionId)
        : undefined;
  if (profile?.sessionEnded)
    throw new AppError('unauthenticated', sessionEndedMessage, { reason: 'session_not_found' });
  // An aal1 token of a user with a verified factor (decision 022): only a session that passed our
  // code step with a recovery code is at aal1 legitimately; any other came from GoTrue directly.
  if (verified.secondStepMissing && !profile?.secondStepPassed) {
    throw new AppError('unauthenticated', secondStepMissingMessage, { reason: 'second_step_missing' });
  }
  return {
    ...verified,
    activated: profile?.activated ?? false,
    hasProfile: profile !== undefined,
    firstName: profile?.firstName ?? '',
    lastName: profile?.lastName ?? '',
  };
}

export function loadIdentity(auth: AuthPort, db: Db) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const token = req.cookies[cookieNames.access];
    if (token) {
      try {
        req.identity = await resolveIdentity(auth, db, token);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        req.authError = error;
      }
    }
    next();
  };
}
