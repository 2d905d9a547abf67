import type { Worker } from 'bullmq';
import { queueKeys, queueTable, type QueueKey } from '@hotelvoice/api/contracts';
import { queueConnectionOf, realtimeBackendOf } from '@hotelvoice/api/compose';
import { createPool } from '@hotelvoice/api/platform/db/pool';
import { createLogger } from '@hotelvoice/api/platform/logger';
import { createJobMetrics } from '@hotelvoice/api/platform/metrics/metrics';
import { createAppQueues, createWorkerOf } from '@hotelvoice/api/platform/queues/app-queues';
import { createEmitter } from '@hotelvoice/api/platform/realtime/realtime-backend';
import { createStorage } from '@hotelvoice/api/platform/storage/create-storage';
import { readWorkerConfig } from './config.ts';
import { enqueueCallIngests } from './jobs/call-ingest/enqueue.ts';
import { processReconcile } from './jobs/reconcile/reconcile.processor.ts';
import { reconcileRuns } from './jobs/reconcile/schedule.ts';
import { pmsCheckRuns } from './jobs/pms-check/schedule.ts';
import { alertEmailSweepRuns } from './jobs/call-alerts/schedule.ts';
import { weeklyDigestRuns } from './jobs/weekly-digest/schedule.ts';
import { startHeartbeat } from './heartbeat.ts';
import { jobDefinitions, type JobDefinitions } from './jobs/registry.ts';
import { createJobSchedulers } from './jobs/repeating-jobs.ts';
import { queueGuestDataAtStart, retentionRuns } from './jobs/guest-data/schedule.ts';
import { scheduleCallRederive } from './jobs/call-rederive/schedule.ts';
import { operationsCheckRuns, retiredSiteRetentionScheduler } from './jobs/operations/schedule.ts';
import { siteRetentionRuns } from './jobs/site-events/schedule.ts';
import { callsOfObjects } from './listeners/route-storage-object.ts';
import { followStorageFeed } from './listeners/storage-feed.listener.ts';
import { serveWorkerMetrics } from './metrics-server.ts';
import type { WorkerContext } from './worker-context.ts';

const config = (() => {
  try {
    return readWorkerConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
})();
const logger = createLogger('worker', config.logLevel);
const pool = createPool(config.databaseUrl, 10);
const connection = queueConnectionOf(config, config.queuePrefix);
const ctx: WorkerContext = {
  config,
  logger,
  pool,
  storage: createStorage(config, pool).storage,
  emitter: createEmitter(realtimeBackendOf(config, pool, config.queuePrefix)),
  queues: createAppQueues(connection),
};

const jobMetrics = createJobMetrics();
const metricsServer = config.metricsPort
  ? serveWorkerMetrics(jobMetrics.registry, config.metricsPort, config.metricsToken)
  : undefined;
const definitions = jobDefinitions(ctx);
function startWorker<K extends QueueKey>(key: K, definition: JobDefinitions[K]): Worker {
  const queue = queueTable[key].name;
  const worker = createWorkerOf(connection, key, definition.processor, {
    concurrency: definition.concurrency ?? config.concurrency,
    lockDuration: config.jobLockMs,
    stalledInterval: config.jobLockMs,
  });
  worker.on('failed', (job, error) => {
    jobMetrics.record(queue, 'failed', job);
    logger.warn({ queue, jobId: job?.id, err: error }, 'job failed');
  });
  worker.on('completed', (job) => jobMetrics.record(queue, 'completed', job));
  worker.on('error', (error) => logger.error({ queue, err: error }, 'worker error'));
  return worker;
}
const workers = queueKeys.map((key) => startWorker(key, definitions[key]));

const listener = followStorageFeed({
  databaseUrl: config.databaseUrl,
  pool,
  logger,
  onObjects: async (objects) => enqueueCallIngests(ctx.queues.callIngest, await callsOfObjects(pool, objects)),
});
await listener.start();
const schedulers = createJobSchedulers(
  connection,
  [
    reconcileRuns(config.reconcileEveryMs),
    pmsCheckRuns(config.pmsCheckEveryMs),
    alertEmailSweepRuns(config.alertSweepEveryMs),
    weeklyDigestRuns,
    retentionRuns(config.retentionEveryMs),
    operationsCheckRuns(config.opsCheckEveryMs),
    siteRetentionRuns,
  ],
  // The site-data pruning moved from the operations queue to its own (decision 107).
  [retiredSiteRetentionScheduler],
);
await schedulers.upsert();
// Re-upserting restores the schedulers after a flushed Redis (and removes retired ones again); a
// run at start catches up at once.
const reupsert = setInterval(() => void schedulers.restoreMissing(), config.reconcileEveryMs);
await processReconcile(ctx).catch((error: unknown) => logger.error({ err: error }, 'reconcile failed'));
await queueGuestDataAtStart(ctx.queues.guestData, pool, config.retentionEveryMs).catch((error: unknown) =>
  logger.error({ err: error }, 'could not queue retention and the card-redaction backfill'),
);
await scheduleCallRederive(ctx.queues.callRederive, pool).catch((error: unknown) =>
  logger.error({ err: error }, 'could not schedule the call re-derive run'),
);
const heartbeat = await startHeartbeat(pool, logger, config.queuePrefix);
logger.info({ queues: workers.map((w) => w.name), queueBackend: config.queueBackend }, 'worker running');
process.send?.({ type: 'ready' });

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'worker stopping');
  const force = setTimeout(() => process.exit(1), 15_000);
  force.unref();
  await listener.stop();
  await heartbeat.stop();
  clearInterval(reupsert);
  metricsServer?.close();
  // Let running jobs finish; whatever does not is picked up again as a stalled job.
  await Promise.allSettled(workers.map((w) => w.close()));
  await Promise.allSettled(Object.values(ctx.queues).map((q) => q.close()));
  await schedulers.close();
  await ctx.emitter.close();
  await pool.end();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled rejection'));
