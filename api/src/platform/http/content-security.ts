import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';

/** Gives each response its own CSP nonce, for the scripts the server-rendered page carries (decision 082). */
export function issueCspNonce(_req: Request, res: Response, next: NextFunction): void {
  res.locals.cspNonce = randomBytes(16).toString('base64');
  next();
}

export const cspNonceOf = (res: Response): string => res.locals.cspNonce as string;

/**
 * The Content Security Policy: scripts from this origin or carrying this response's nonce, never
 * inline script without it; connections to this origin only (its ws:/wss: for Socket.IO included).
 */
export function contentSecurity(options: { publicUrl: string; mediaOrigins: string[]; secure: boolean; dev: boolean }) {
  const origin = new URL(options.publicUrl);
  const socketOrigin = `${origin.protocol === 'https:' ? 'wss:' : 'ws:'}//${origin.host}`;
  return helmet({
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", (_req, res) => `'nonce-${cspNonceOf(res as Response)}'`],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'media-src': ["'self'", 'blob:', ...options.mediaOrigins],
        // Vite's hot reload talks over its own socket on this origin in `npm run dev`.
        'connect-src': ["'self'", socketOrigin, ...(options.dev ? ['ws:'] : [])],
        'upgrade-insecure-requests': options.secure ? [] : null,
      },
    },
    strictTransportSecurity: options.secure,
    // No address (a guest's review link, a call's URL) leaves for another site; this site's own
    // form posts keep their Origin, which the page posts' CSRF check reads (with no-referrer a
    // browser sends `Origin: null` on a plain form post).
    referrerPolicy: { policy: 'same-origin' },
  });
}
