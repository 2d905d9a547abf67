import type { NextFunction, Request, Response } from 'express';
import type { AuthIdentity, AuthPort } from '../auth/auth-port.ts';
import { AppError } from '../errors/app-error.ts';
import type { Db } from '../db/pool.ts';
import { cookieNames } from './cookies.ts';

export interface Identity extends AuthIdentity {
  activated: boolean;
  hasProfile: boolean;
  firstName: string;
  lastName: string;
}

declare module 'express-serve-static-core' {
  interface Request {
    identity?: Identity;
    authError?: AppError;
  }
}

/**
 * Resolves the session cookie to an identity. The users row is read on every request so that a
 * deactivated account loses access at once, whatever its token's expiry says.
 */
export async function resolveIdentity(auth: AuthPort, db: Db, token: string): Promise<Identity> {
  const verified = await auth.verifyAccessToken(token);
  const { rows } = await db.query<{ activated: boolean; first_name: string; last_name: string }>(
    'select activated, first_name, last_name from public.users where user_id = $1',
    [verified.userId],
  );
  const profile = rows[0];
  return {
    ...verified,
    activated: profile?.activated ?? false,
    hasProfile: profile !== undefined,
    firstName: profile?.first_name ?? '',
    lastName: profile?.last_name ?? '',
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
