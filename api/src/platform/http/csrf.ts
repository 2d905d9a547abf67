import { createHmac, randomBytes } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { AppError } from '../errors/app-error.ts';
import { cookieNames, setCsrfCookie } from './cookies.ts';
import { constantTimeEqual } from './signatures.ts';

export const csrfHeader = 'x-csrf-token';
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Signed double-submit tokens (OWASP CSRF cheat sheet): `<nonce>.<HMAC(secret, session id, nonce)>`.
 * A token is valid only for the session it was issued to, so a cookie planted by a sibling
 * subdomain or another port (which can set cookies for us, but not sign them) proves nothing.
 * Signed-out visitors get tokens bound to the empty session id.
 */
export function createCsrfTokens(secret: string) {
  const mac = (sessionId: string, nonce: string) =>
    createHmac('sha256', secret).update(`${sessionId.length}!${sessionId}!${nonce}`).digest('base64url');
  return {
    issue(sessionId: string): string {
      const nonce = randomBytes(16).toString('base64url');
      return `${nonce}.${mac(sessionId, nonce)}`;
    },
    isValid(token: string | undefined, sessionId: string): boolean {
      const [nonce, given, extra] = (token ?? '').split('.');
      if (!nonce || !given || extra !== undefined) return false;
      return constantTimeEqual(given, mac(sessionId, nonce));
    },
  };
}

export type CsrfTokens = ReturnType<typeof createCsrfTokens>;

/**
 * The session the request's access cookie names, read without verifying it. That is enough here:
 * the request is then authenticated with that same cookie, and a cookie naming someone else's
 * session either fails that check or acts as its real owner, never as the victim.
 */
export function sessionIdOf(accessToken: string | undefined): string {
  try {
    const claims = JSON.parse(Buffer.from(accessToken?.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      session_id?: unknown;
    };
    return typeof claims.session_id === 'string' ? claims.session_id : '';
  } catch {
    return '';
  }
}

export interface CsrfOptions {
  tokens: CsrfTokens;
  secure: boolean;
  /** Routes authenticated by a signature or bearer token instead of cookies. */
  exemptPrefixes: string[];
  /** Single routes that need no proof (anonymous beacons). */
  exemptPaths?: string[];
  /** Third-party pages that cannot send the header (the queue board): same-origin requests only. */
  originCheckedPrefixes: string[];
  allowedOrigins: string[];
  /**
   * Posts to pages (any path outside /api) are the web's forms, posted natively or by React Router:
   * same-origin only, checked by their Origin header (OWASP: verifying origin with standard headers).
   */
  originCheckedPages?: boolean;
}

/** Where a page fetches its token right before its first state-changing request (decision 019). */
export const csrfIssuePath = '/api/auth/csrf';

/**
 * A visitor gets a token only when a page is about to change something: from GET /api/auth/csrf,
 * or with a refusal. So public pages set no cookie at all (decision 019). A cookie the browser sent
 * that is not valid for its session (signed in or out elsewhere) is replaced on any response.
 * Every state-changing request must echo the cookie it sent in the x-csrf-token header, and that
 * cookie must be signed for its session.
 */
export function csrfProtection(options: CsrfOptions) {
  const { tokens, secure } = options;
  return (req: Request, res: Response, next: NextFunction) => {
    const sessionId = sessionIdOf(req.cookies[cookieNames.access]);
    const cookie: string | undefined = req.cookies[cookieNames.csrf];
    const cookieValid = tokens.isValid(cookie, sessionId);
    const issue = () => setCsrfCookie(res, tokens.issue(sessionId), secure);
    if (req.method === 'GET' && req.path === csrfIssuePath) {
      if (!cookieValid) issue();
      res.status(204).end();
      return;
    }
    if (cookie !== undefined && !cookieValid) issue();
    const exempt =
      options.exemptPrefixes.some((p) => req.path.startsWith(p)) || (options.exemptPaths ?? []).includes(req.path);
    if (safeMethods.has(req.method) || exempt) return next();
    const page = options.originCheckedPages === true && !req.path.startsWith('/api/');
    if (page || options.originCheckedPrefixes.some((p) => req.path.startsWith(p))) {
      if (!options.allowedOrigins.includes(req.get('origin') ?? '')) throw csrfFailed();
      return next();
    }
    const sent = req.get(csrfHeader) ?? '';
    // Only the cookie the browser sent counts; one set by this response proves nothing yet.
    if (!cookieValid || !constantTimeEqual(sent, cookie!)) {
      // The refusal carries a token for this session, so the page can retry once with it.
      if (cookie === undefined) issue();
      throw csrfFailed();
    }
    next();
  };
}

const csrfFailed = () => new AppError('csrf_failed', 'Missing or invalid CSRF token. Reload the page and try again.');
