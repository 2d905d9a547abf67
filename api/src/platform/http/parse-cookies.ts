import { parse } from 'cookie';
import type { NextFunction, Request, Response } from 'express';

/** Fills req.cookies (typed by @types/express) from the Cookie header. */
export function parseCookies(req: Request, _res: Response, next: NextFunction): void {
  req.cookies = parse(req.headers.cookie ?? '');
  next();
}
