import type { NextFunction, Request, Response } from 'express';
import type { Redis } from 'ioredis';
import { RateLimiterPostgres, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from '../errors/app-error.ts';
import type { Pool } from '../db/pool.ts';
import { waitInWords } from './wait-in-words.ts';

export interface LimitRule {
  /** Unique name of this limit; also the store's key prefix. */
  name: string;
  points: number;
  durationSeconds: number;
}

export type RateLimiterStore = { kind: 'redis'; client: Redis } | { kind: 'postgres'; pool: Pool };

/** Limits shared by every api process: counters live in Redis, or in Postgres without Redis. */
export function createRateLimits(store: RateLimiterStore, prefix = 'rl') {
  const limiters = new Map<string, RateLimiterAbstract>();
  const limiterFor = (rule: LimitRule) => {
    const key = `${prefix}:${rule.name}`;
    let limiter = limiters.get(key);
    if (!limiter) {
      const base = { keyPrefix: key, points: rule.points, duration: rule.durationSeconds };
      limiter =
        store.kind === 'redis'
          ? new RateLimiterRedis({ ...base, storeClient: store.client })
          : new RateLimiterPostgres({
              ...base,
              storeClient: store.pool,
              storeType: 'pool',
              tableName: 'rate_limits',
              schemaName: 'public',
              tableCreated: true,
            } as never);
      limiters.set(key, limiter);
    }
    return limiter;
  };

  /** Runs a store operation; a store that cannot answer is an outage (503), not a reason to let everyone in. */
  async function ask<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (result) {
      if (result instanceof RateLimiterRes) throw tooManyRequests(result.msBeforeNext);
      throw new AppError('service_unavailable', 'Rate limiting is unavailable right now. Try again shortly.');
    }
  }

  /** Spends one point of the rule for the key; throws 429 with Retry-After when none is left. */
  async function consume(rule: LimitRule, key: string): Promise<void> {
    await ask(() => limiterFor(rule).consume(key));
  }

  /** Milliseconds until the key may go on: above zero once it has counted every point (or is blocked). */
  async function waitFor(rule: LimitRule, key: string): Promise<number> {
    const state = await ask(() => limiterFor(rule).get(key));
    return state && state.consumedPoints >= rule.points ? state.msBeforeNext : 0;
  }

  /** Counts one against the key without refusing anything; answers how many are counted now. */
  async function count(rule: LimitRule, key: string): Promise<number> {
    return (await ask(() => limiterFor(rule).penalty(key, 1))).consumedPoints;
  }

  /** How many points the key has spent in its current window (0 when none). */
  async function consumedOf(rule: LimitRule, key: string): Promise<number> {
    return (await ask(() => limiterFor(rule).get(key)))?.consumedPoints ?? 0;
  }

  /** Gives back one point spent ahead of an outcome that turned out not to count. */
  async function refund(rule: LimitRule, key: string): Promise<void> {
    await ask(() => limiterFor(rule).reward(key, 1));
  }

  /** Refuses the key for `seconds` (waitFor answers the rest of it). */
  async function block(rule: LimitRule, key: string, seconds: number): Promise<void> {
    await ask(() => limiterFor(rule).block(key, seconds));
  }

  /** Middleware: one point per request, keyed by client IP. */
  function perIp(rule: LimitRule) {
    return async (req: Request, _res: Response, next: NextFunction) => {
      await consume(rule, req.ip ?? 'unknown');
      next();
    };
  }

  async function reset(rule: LimitRule, key: string): Promise<void> {
    await ask(() => limiterFor(rule).delete(key));
  }

  return { consume, perIp, reset, waitFor, count, consumedOf, refund, block };
}

/** 429 with Retry-After in seconds, and the wait in words for people. */
export function tooManyRequests(msBeforeNext: number): AppError {
  const retryAfter = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new AppError(
    'rate_limited',
    `Too many requests. Try again in ${waitInWords(retryAfter)}.`,
    { retryAfter },
    { 'Retry-After': String(retryAfter) },
  );
}

export type RateLimits = ReturnType<typeof createRateLimits>;

/**
 * Spends one point of the rule for the key and answers whether there was one: for what is skipped
 * quietly rather than refused (an e-mail already sent to that address recently).
 */
export async function spentWithin(rateLimits: RateLimits, rule: LimitRule, key: string): Promise<boolean> {
  try {
    await rateLimits.consume(rule, key);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'rate_limited') return false;
    throw error;
  }
}
