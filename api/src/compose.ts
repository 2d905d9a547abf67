import type { AppDeps } from './app-deps.ts';
import type { AppConfig } from './config.ts';
import type { AuthPort } from './platform/auth/auth-port.ts';
import { createLocalAuth } from './platform/auth/local-auth.ts';
import { createSupabaseAuth } from './platform/auth/supabase-auth.ts';
import { createPool, type Pool } from './platform/db/pool.ts';
import { readWorkerStatus } from './platform/heartbeat.ts';
import { createRateLimits } from './platform/http/rate-limit.ts';
import type { Logger } from './platform/logger.ts';
import { createAppQueues } from './platform/queues/app-queues.ts';
import { closeRedis, redisConnection, type QueueConnection } from './platform/queues/backend.ts';
import type { RealtimeBackend } from './platform/realtime/realtime-backend.ts';
import { createStorage } from './platform/storage/create-storage.ts';
import type { LocalStorage } from './platform/storage/local-storage.ts';
import type { StoragePort } from './platform/storage/storage-port.ts';

export function queueConnectionOf(
  config: Pick<AppConfig, 'queueBackend' | 'redisUrl' | 'databaseUrl'>,
  prefix?: string,
): QueueConnection {
  return { kind: config.queueBackend, redisUrl: config.redisUrl, databaseUrl: config.databaseUrl, prefix };
}

/** The realtime channels of a deployment: the api's adapter and the worker's emitter must agree. */
export function realtimeBackendOf(
  config: Pick<AppConfig, 'queueBackend' | 'redisUrl'>,
  pool: Pool,
  queuePrefix?: string,
): RealtimeBackend {
  const channelPrefix = queuePrefix ? `${queuePrefix}:socket.io` : 'socket.io';
  return config.queueBackend === 'redis'
    ? { kind: 'redis', redisUrl: config.redisUrl, channelPrefix }
    : { kind: 'postgres', pool, channelPrefix };
}

/** Picks the auth and storage adapters once, from config: Supabase when SUPABASE_URL is set. */
export function createAdapters(
  config: AppConfig,
  pool: Pool,
): { auth: AuthPort; storage: StoragePort; localStorage?: LocalStorage } {
  const storage = createStorage(config, pool);
  const auth = config.supabase
    ? createSupabaseAuth(config.supabase)
    : createLocalAuth(pool, config.authJwtSecret, config.localAuthPasswordCost);
  return { auth, ...storage };
}

export interface BuiltDeps extends AppDeps {
  shutdown(): Promise<void>;
}

/** Builds the api's real dependencies from config. `prefix` isolates queues and channels (tests). */
export function buildDeps(config: AppConfig, logger: Logger, prefix?: string): BuiltDeps {
  const pool = createPool(config.databaseUrl, 20, { statementTimeoutMs: config.statementTimeoutMs });
  const adapters = createAdapters(config, pool);
  const connection = queueConnectionOf(config, prefix);
  const queues = createAppQueues(connection);
  const redis =
    config.queueBackend === 'redis'
      ? redisConnection(config.redisUrl, { maxRetriesPerRequest: 1, commandTimeout: 2000 })
      : undefined;
  const rateLimits = createRateLimits(
    redis ? { kind: 'redis', client: redis } : { kind: 'postgres', pool },
    prefix ? `${prefix}:rl` : 'rl',
  );
  const queueReady = async () => {
    if (redis) return (await redis.ping()) === 'PONG';
    // The Postgres queue backend has connections of its own: ask a queue, not the app's pool.
    await queues.callIngest.getJobCounts('waiting');
    return true;
  };
  return {
    config,
    logger,
    pool,
    ...adapters,
    queues,
    realtime: realtimeBackendOf(config, pool, prefix),
    rateLimits,
    queueReady,
    workerStatus: () => readWorkerStatus(pool, prefix ?? ''),
    async shutdown() {
      await Promise.allSettled(Object.values(queues).map((q) => q.close()));
      if (redis) await closeRedis(redis);
      await pool.end();
    },
  };
}
