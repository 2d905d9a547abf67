import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { AppError } from '../errors/app-error.ts';
import { cookieNames } from './cookies.ts';

export const csrfHeader = 'x-csrf-token';
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Double-submit CSRF proof: every response sets a random, script-readable cookie if missing, and
 * every state-changing request must echo it in the x-csrf-token header. Routes authenticated by
 * a signature or bearer token instead of cookies are exempted by the caller.
 */
export function csrfProtection(secure: boolean, exemptPrefixes: string[]) {
  return (req: Request, res: Response, next: NextFunction) => {
    const cookie: string | undefined = req.cookies[cookieNames.csrf];
    if (!cookie) {
      const token = randomBytes(24).toString('base64url');
      res.cookie(cookieNames.csrf, token, { httpOnly: false, sameSite: 'lax', secure, path: '/' });
      req.cookies[cookieNames.csrf] = token;
    }
    if (safeMethods.has(req.method) || exemptPrefixes.some((p) => req.path.startsWith(p))) return next();
    const sent = req.get(csrfHeader) ?? '';
    // Only the cookie the browser sent counts; one set by this response proves nothing yet.
    if (!cookie || !sent || !equal(sent, cookie)) {
      throw new AppError('csrf_failed', 'Missing or invalid CSRF token. Reload the page and try again.');
    }
    next();
  };
}

function equal(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
