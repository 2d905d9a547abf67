import type { NextFunction, Request, Response } from 'express';

/**
 * Every /api answer is private by default: call lists, transcripts and admin lists must not stay in
 * a shared front-desk computer's HTTP cache after sign-out. A route that may be cached sets its own
 * Cache-Control, which replaces this one.
 */
export function noStore(_req: Request, res: Response, next: NextFunction): void {
  res.set('Cache-Control', 'no-store');
  next();
}
