import { pruneHeartbeats } from '@hotelvoice/api/platform/heartbeat';
import type { WorkerContext } from '../../worker-context.ts';
import { enqueueCallIngests } from '../call-ingest/enqueue.ts';
import { requeueStalledKnowledgeFiles } from '../knowledge-file/requeue-stalled.ts';
import { requeueUnsentMail } from '../mail/requeue-unsent.ts';
import { pruneStorageEvents } from '../../listeners/storage-feed.repo.ts';
import { findUnsyncedCalls } from './reconcile.repo.ts';

/** Enough for one run; a larger backlog is drained by the next runs. */
const batchSize = 5000;

/**
 * Heals whatever the notification path missed (a dropped NOTIFY, a dead worker, a flushed Redis):
 * every call object without a row that references it is queued again.
 */
export async function processReconcile(
  ctx: WorkerContext,
): Promise<{ queued: number; knowledgeFiles: number; mail: number }> {
  const calls = await findUnsyncedCalls(ctx.pool, batchSize);
  await enqueueCallIngests(
    ctx.queues.callIngest,
    calls.map((job) => ({ job, replaceFailed: true })),
  );
  if (calls.length > 0) ctx.logger.info({ queued: calls.length }, 'reconcile queued unsynced calls');
  // Knowledge files and outbox mail heal the same way: their rows say what is still owed.
  const knowledgeFiles = await requeueStalledKnowledgeFiles(ctx);
  const mail = await requeueUnsentMail(ctx);
  if (knowledgeFiles + mail > 0) ctx.logger.info({ knowledgeFiles, mail }, 'reconcile queued stalled work');
  // The storage feed is read within seconds; a day of it is kept for people looking into a call.
  await pruneStorageEvents(ctx.pool, 24);
  await pruneHeartbeats(ctx.pool);
  return { queued: calls.length, knowledgeFiles, mail };
}
