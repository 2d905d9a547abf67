import type { Response } from 'express';
import type { AuthSession } from '../auth/auth-port.ts';

export const cookieNames = {
  access: 'hv_at',
  refresh: 'hv_rt',
  csrf: 'hv_csrf',
} as const;

const refreshMaxAgeMs = 30 * 24 * 3600 * 1000;

export function sessionCookieOptions(secure: boolean) {
  return { httpOnly: true, sameSite: 'lax' as const, secure, path: '/' };
}

/** `csrfToken` is a CSRF token issued for this session: the one of the signed-out page stops working. */
export function setSessionCookies(res: Response, session: AuthSession, secure: boolean, csrfToken: string): void {
  const base = sessionCookieOptions(secure);
  res.cookie(cookieNames.access, session.accessToken, { ...base, maxAge: session.expiresIn * 1000 });
  res.cookie(cookieNames.refresh, session.refreshToken, { ...base, path: '/api/auth', maxAge: refreshMaxAgeMs });
  setCsrfCookie(res, csrfToken, secure);
}

/** `csrfToken` is a CSRF token for the signed-out page that follows. */
export function clearSessionCookies(res: Response, secure: boolean, csrfToken: string): void {
  const base = sessionCookieOptions(secure);
  res.clearCookie(cookieNames.access, base);
  res.clearCookie(cookieNames.refresh, { ...base, path: '/api/auth' });
  setCsrfCookie(res, csrfToken, secure);
}

/** Script-readable on purpose: the page copies it into the x-csrf-token header. */
export function setCsrfCookie(res: Response, token: string, secure: boolean): void {
  res.cookie(cookieNames.csrf, token, { httpOnly: false, sameSite: 'lax', secure, path: '/' });
}
