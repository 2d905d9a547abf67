import type { Response } from 'express';
import { AppError } from '../errors/app-error.ts';

export interface Allowance {
  /**
   * Takes `amount` of the allowance under `key` (a client address; '' for one shared by all) until
   * the request's answer is sent or its connection closes. When that would exceed the limit, throws
   * a 503 with Retry-After and marks the connection to be closed, so the body is never read.
   */
  take(res: Response, amount?: number, key?: string): void;
}

/**
 * A per-process limit on what requests hold at once: slots (an amount of 1 each) or bytes, per
 * key or shared. For the endpoints anyone can call with a large body, where a flood would
 * otherwise hold disk, memory, sockets and CPU for every request at once.
 */
export function createAllowance(limit: number, refusal: string): Allowance {
  const held = new Map<string, number>();
  const taken = (key = '') => held.get(key) ?? 0;
  return {
    take(res, amount = 1, key = '') {
      if (taken(key) + amount > limit) {
        res.setHeader('Connection', 'close');
        throw new AppError('service_unavailable', refusal, undefined, { 'Retry-After': '1' });
      }
      held.set(key, taken(key) + amount);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        const left = taken(key) - amount;
        if (left > 0) held.set(key, left);
        else held.delete(key);
      };
      res.once('finish', release);
      res.once('close', release);
    },
  };
}
