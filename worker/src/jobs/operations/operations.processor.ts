import type { Job } from 'bullmq';
import type { OperationsJob } from '@hotelvoice/api/contracts';
import { checkOperations } from '@hotelvoice/api/modules/operations';
import type { WorkerContext } from '../../worker-context.ts';
import { pruneSiteData } from '../site-events/site-events.repo.ts';

/** The operations check (admin alerts) and the pruning of site analytics data past its keeping time. */
export async function processOperations(ctx: WorkerContext, job: Job<OperationsJob>) {
  if (job.data.kind === 'site-retention') return pruneSiteData(ctx.pool);
  const { opened, resolved } = await checkOperations(ctx.pool, {
    ingestQueues: [ctx.queues.callIngest, ctx.queues.recordingFetch, ctx.queues.recordingTranscode],
    mail: ctx.queues.mail,
    publicUrl: ctx.config.publicUrl,
  });
  if (opened.length > 0) ctx.logger.warn({ alerts: opened.map((a) => a.message) }, 'operations alerts opened');
  return { opened: opened.length, resolved };
}
