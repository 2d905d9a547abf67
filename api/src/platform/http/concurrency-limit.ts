import type { NextFunction, Request, Response } from 'express';
import { AppError } from '../errors/app-error.ts';

/**
 * At most `max` requests in this handler at once per process; the next ones answer 503 with
 * Retry-After before their body is read. For endpoints anyone can call with a large body, where
 * a flood would otherwise hold disk, sockets and CPU for every request at once.
 */
export function limitConcurrency(max: number) {
  let inFlight = 0;
  return (_req: Request, res: Response, next: NextFunction) => {
    if (inFlight >= max) {
      res.setHeader('Connection', 'close');
      throw new AppError('service_unavailable', 'Too many uploads at once. Try again shortly.', undefined, {
        'Retry-After': '1',
      });
    }
    inFlight++;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      inFlight--;
    };
    res.once('finish', release);
    res.once('close', release);
    next();
  };
}
