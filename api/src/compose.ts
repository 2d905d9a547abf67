import type { AppDeps, AppQueues } from './app-deps.ts';
import type { AppConfig } from './config.ts';
import {
  queueNames,
  type CallAlertsJob,
  type CallFollowUpJob,
  type CallIngestJob,
  type GuestDataJob,
  type KnowledgeFileJob,
  type MailJob,
  type RecordingFetchJob,
  type RecordingTranscodeJob,
  type PmsCheckJob,
  type CallRederiveJob,
  type SiteEventsJob,
  type OperationsJob,
  type PushJob,
} from './contracts/queues.ts';
import type { AuthPort } from './platform/auth/auth-port.ts';
import { createLocalAuth } from './platform/auth/local-auth.ts';
import { createSupabaseAuth } from './platform/auth/supabase-auth.ts';
import { createPool, type Pool } from './platform/db/pool.ts';
import { readWorkerStatus } from './platform/heartbeat.ts';
import { createRateLimits } from './platform/http/rate-limit.ts';
import type { Logger } from './platform/logger.ts';
import { closeRedis, createQueue, redisConnection, type QueueConnection } from './platform/queues/backend.ts';
import type { RealtimeBackend } from './platform/realtime/realtime-backend.ts';
import { createStorage } from './platform/storage/create-storage.ts';
import type { LocalStorage } from './platform/storage/local-storage.ts';
import type { StoragePort } from './platform/storage/storage-port.ts';

/**
 * The job id is the call, and BullMQ ignores an add whose id still exists: a completed job must go
 * at once, or a recording arriving later would be dropped. Failed jobs stay a week for people to read.
 */
export const callIngestJobOptions = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 1000 },
  removeOnComplete: true,
  removeOnFail: { age: 7 * 24 * 3600 },
} as const;

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

export function createAppQueues(connection: QueueConnection): AppQueues {
  return {
    callIngest: createQueue<CallIngestJob>(connection, queueNames.callIngest, callIngestJobOptions),
    knowledgeFile: createQueue<KnowledgeFileJob>(connection, queueNames.knowledgeFile, {
      attempts: 5,
      backoff: { type: 'exponential', delay: 1000 },
      removeOnComplete: { age: 3600 },
    }),
    mail: createQueue<MailJob>(connection, queueNames.mail, {
      attempts: 10,
      backoff: { type: 'exponential', delay: 5000 },
      // The outbox row records the sending; the job is only kept a day for people to look at.
      removeOnComplete: { age: 24 * 3600 },
    }),
    // Three tries, 2 s then 4 s apart: a provider's CDN that answers 500 three times is given up on
    // and the call keeps its transcript with the reason (decision 015).
    recordingFetch: createQueue<RecordingFetchJob>(connection, queueNames.recordingFetch, {
      attempts: 3,
      backoff: { type: 'exponential', delay: 2000 },
      removeOnComplete: true,
      removeOnFail: { age: 7 * 24 * 3600 },
    }),
    // CPU-bound and apart from the fetch, so a backlog of transcoding never delays a playable original.
    recordingTranscode: createQueue<RecordingTranscodeJob>(connection, queueNames.recordingTranscode, {
      attempts: 3,
      backoff: { type: 'exponential', delay: 2000 },
      removeOnComplete: true,
      removeOnFail: { age: 7 * 24 * 3600 },
    }),
    // Kept a week so /admin/queues shows how the last runs went (and the backfill's progress).
    guestData: createQueue<GuestDataJob>(connection, queueNames.guestData, {
      attempts: 5,
      backoff: { type: 'exponential', delay: 5000 },
      removeOnComplete: { age: 7 * 24 * 3600 },
      removeOnFail: { age: 7 * 24 * 3600 },
    }),
    // Kept a week so /admin/queues shows each classifier version's re-derive run and its progress.
    callRederive: createQueue<CallRederiveJob>(connection, queueNames.callRederive, {
      attempts: 10,
      backoff: { type: 'exponential', delay: 5000 },
      removeOnComplete: { age: 7 * 24 * 3600 },
      removeOnFail: { age: 7 * 24 * 3600 },
    }),
    // A check either answers or records why not; retries only cover our own database or queue failing.
    pmsCheck: createQueue<PmsCheckJob>(connection, queueNames.pmsCheck, {
      attempts: 3,
      backoff: { type: 'exponential', delay: 5000 },
      removeOnComplete: true,
      removeOnFail: { age: 7 * 24 * 3600 },
    }),
    // Keyed by call like call-ingest: a completed job must go at once so the next ingest queues it again.
    knowledgeGaps: createQueue<CallFollowUpJob>(connection, queueNames.knowledgeGaps, callIngestJobOptions),
    callAlerts: createQueue<CallAlertsJob>(connection, queueNames.callAlerts, callIngestJobOptions),
    // Event ids make a retried batch a no-op; a batch that keeps failing stays a week to be looked at.
    siteEvents: createQueue<SiteEventsJob>(connection, queueNames.siteEvents, {
      attempts: 10,
      backoff: { type: 'exponential', delay: 1000 },
      removeOnComplete: true,
      removeOnFail: { age: 7 * 24 * 3600 },
    }),
    operations: createQueue<OperationsJob>(connection, queueNames.operations, {
      attempts: 3,
      backoff: { type: 'exponential', delay: 5000 },
      removeOnComplete: { age: 24 * 3600 },
      removeOnFail: { age: 7 * 24 * 3600 },
    }),
    // A push service down or slow: about 17 minutes of tries (1 s doubling, 10 times). The failed
    // job stays a week on /admin/queues and keeps its id, so the sweep does not queue it again.
    push: createQueue<PushJob>(connection, queueNames.push, {
      attempts: 10,
      backoff: { type: 'exponential', delay: 1000 },
      removeOnComplete: true,
      removeOnFail: { age: 7 * 24 * 3600 },
    }),
  };
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
