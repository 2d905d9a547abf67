import type { NextFunction, Request, Response } from 'express';
import type { Redis } from 'ioredis';
import { RateLimiterPostgres, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from '../errors/app-error.ts';
import type { Pool } from '../db/pool.ts';

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

  /** Spends one point of the rule for the key; throws 429 with Retry-After when none is left. */
  async function consume(rule: LimitRule, key: string): Promise<void> {
    try {
      await limiterFor(rule).consume(key);
    } catch (result) {
      if (result instanceof RateLimiterRes) {
        const retryAfter = Math.max(1, Math.ceil(result.msBeforeNext / 1000));
        throw new AppError(
          'rate_limited',
          `Too many requests. Try again in ${retryAfter} seconds.`,
          { retryAfter },
          {
            'Retry-After': String(retryAfter),
          },
        );
      }
      throw new AppError('service_unavailable', 'Rate limiting is unavailable right now. Try again shortly.');
    }
  }

  /** Middleware: one point per request, keyed by client IP. */
  function perIp(rule: LimitRule) {
    return async (req: Request, _res: Response, next: NextFunction) => {
      await consume(rule, req.ip ?? 'unknown');
      next();
    };
  }

  async function reset(rule: LimitRule, key: string): Promise<void> {
    await limiterFor(rule).delete(key);
  }

  return { consume, perIp, reset };
}

export type RateLimits = ReturnType<typeof createRateLimits>;
