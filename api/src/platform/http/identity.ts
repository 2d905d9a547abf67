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

/** The token's `sub` claim, unverified: only used to start the profile read early (see below). */
function claimedUserId(token: string): string | null {
  try {
    const sub = (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub?: unknown })
      .sub;
    return typeof sub === 'string' && /^[0-9a-f-]{36}$/i.test(sub) ? sub : null;
  } catch {
    return null;
  }
}

/**
 * Resolves the session cookie to an identity. The users row is read on every request so that a
 * deactivated account loses access at once, whatever its token's expiry says. That read runs
 * beside the token check (keyed by the token's claimed user) instead of after it, saving a round
 * trip per request; its result is used only once the token is verified and names that same user.
 */
export async function resolveIdentity(
  auth: AuthPort,
  db: Db,
  token: string,
  options: { fresh?: boolean } = {},
): Promise<Identity> {
  const claimed = claimedUserId(token);
  const early = claimed ? readAccessProfile(db, claimed) : undefined;
  // A failed token check must not leave the early read's rejection unhandled.
  early?.catch(() => undefined);
  const verified = await auth.verifyAccessToken(token, options);
  const profile = claimed === verified.userId && early ? await early : await readAccessProfile(db, verified.userId);
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
