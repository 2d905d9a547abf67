import { pruneHeartbeats } from '@hotelvoice/api/platform/heartbeat';
import type { WorkerContext } from '../../worker-context.ts';
import { enqueueCallIngests } from '../call-ingest/enqueue.ts';
import { requeueStalledKnowledgeFiles } from '../knowledge-file/requeue-stalled.ts';
import { requeueUnsentMail } from '../mail/requeue-unsent.ts';
import { recordPendingBookings } from '../pms-check/record-pending-bookings.ts';
import { pruneStorageEvents } from '../../listeners/storage-feed.repo.ts';
import { callIngestJobId } from '@hotelvoice/api/contracts';
import { liveCallLimitMs } from '../call-ingest/build-call-log.ts';
import { findCallsToRebuild, findPendingRecordings, findUnsyncedCalls } from '@hotelvoice/api/modules/call-logs';
import { listHotelIds } from '@hotelvoice/api/modules/hotels';

/** Enough for one run; a larger backlog is drained by the next runs. */
const batchSize = 5000;

/**
 * Heals whatever the notification path missed (a dropped NOTIFY, a dead worker, a flushed Redis):
 * every call object without a row that references it is queued again.
 */
export async function processReconcile(
  ctx: WorkerContext,
): Promise<{ queued: number; knowledgeFiles: number; mail: number; bookings: number }> {
  const calls = await findUnsyncedCalls(ctx.pool, await listHotelIds(ctx.pool), batchSize);
  await enqueueCallIngests(
    ctx.queues.callIngest,
    calls.map((job) => ({ job, replaceFailed: true })),
  );
  if (calls.length > 0) ctx.logger.info({ queued: calls.length }, 'reconcile queued unsynced calls');
  // Live calls past the limit become unknown, and late inline audio is taken up, by the call's own job.
  const rebuild = await findCallsToRebuild(ctx.pool, liveCallLimitMs / 1000, batchSize);
  await enqueueCallIngests(
    ctx.queues.callIngest,
    rebuild.map((job) => ({ job, replaceFailed: true })),
  );
  // A recording still pending two minutes after its row last changed lost its job; queue it again
  // (same id: a job that is still waiting or retrying is left alone).
  const pending = await findPendingRecordings(ctx.pool, 120, batchSize);
  for (const job of pending) await ctx.queues.recordingFetch.add('fetch', job, { jobId: callIngestJobId(job) });
  // Knowledge files and outbox mail heal the same way: their rows say what is still owed.
  const knowledgeFiles = await requeueStalledKnowledgeFiles(ctx);
  const mail = await requeueUnsentMail(ctx);
  // So do the agent's bookings: a finished PMS write whose booking is still owed is recorded here.
  const bookings = await recordPendingBookings(ctx, batchSize);
  if (knowledgeFiles + mail + bookings > 0) {
    ctx.logger.info({ knowledgeFiles, mail, bookings }, 'reconcile healed stalled work');
  }
  // The storage feed is read within seconds; a day of it is kept for people looking into a call.
  await pruneStorageEvents(ctx.pool, 24);
  await pruneHeartbeats(ctx.pool);
  return { queued: calls.length + rebuild.length, knowledgeFiles, mail, bookings };
}
