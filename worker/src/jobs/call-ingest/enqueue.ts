import type { Queue } from 'bullmq';
import { callIngestJobId, type CallIngestJob } from '@hotelvoice/api/contracts';

/**
 * Queues a call. BullMQ ignores an add whose id exists; completed jobs are removed at once, but a
 * failed one stays in the failed set for people to read. When the objects changed since (a fixed
 * transcript uploaded again, a recording arriving), `replaceFailed` clears it so the call runs again.
 */
/** Long enough for the active job to finish in the usual case; correctness does not depend on it. */
const followUpDelayMs = 250;

export async function enqueueCallIngest(
  queue: Queue<CallIngestJob>,
  job: CallIngestJob,
  options: { replaceFailed?: boolean } = {},
): Promise<void> {
  const jobId = callIngestJobId(job);
  const state = await queue.getJobState(jobId);
  if (state === 'active') {
    // The running job may already have taken its last look at the objects; a follow-up (one
    // per call, same id rule) reads them again after it. Its upsert is idempotent.
    await queue.add('ingest', job, { jobId: `${jobId}_again`, delay: followUpDelayMs });
    return;
  }
  if (options.replaceFailed && (state === 'failed' || state === 'completed')) await queue.remove(jobId);
  await queue.add('ingest', job, { jobId });
}
