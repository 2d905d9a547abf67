import type { Job } from 'bullmq';
import type { OperationsJob } from '@hotelvoice/api/contracts';
import { checkOperations } from '@hotelvoice/api/modules/operations';
import type { WorkerContext } from '../../worker-context.ts';
import { retiredSiteRetentionScheduler } from './schedule.ts';

/** The operations check: opens and resolves admin alerts. */
export async function processOperations(ctx: WorkerContext, job: Job<OperationsJob>) {
  // A pruning run the retired scheduler left on this queue: the pruning has a queue of its own,
  // whose scheduler runs it at once when it is created and hourly after, so this one is dropped.
  if (job.name === retiredSiteRetentionScheduler.jobName) {
    ctx.logger.info({ jobId: job.id }, 'dropped a site-retention run left on the operations queue');
    return { dropped: 'site-retention runs on its own queue' };
  }
  const { opened, resolved } = await checkOperations(ctx.pool, {
    ingestQueues: [ctx.queues.callIngest, ctx.queues.recordingFetch, ctx.queues.recordingTranscode],
    mail: ctx.queues.mail,
    publicUrl: ctx.config.publicUrl,
  });
  if (opened.length > 0) ctx.logger.warn({ alerts: opened.map((a) => a.message) }, 'operations alerts opened');
  return { opened: opened.length, resolved };
}
