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

export function setSessionCookies(res: Response, session: AuthSession, secure: boolean): void {
  const base = sessionCookieOptions(secure);
  res.cookie(cookieNames.access, session.accessToken, { ...base, maxAge: session.expiresIn * 1000 });
  res.cookie(cookieNames.refresh, session.refreshToken, { ...base, path: '/api/auth', maxAge: refreshMaxAgeMs });
}

export function clearSessionCookies(res: Response, secure: boolean): void {
  const base = sessionCookieOptions(secure);
  res.clearCookie(cookieNames.access, base);
  res.clearCookie(cookieNames.refresh, { ...base, path: '/api/auth' });
}
