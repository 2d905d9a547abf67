import { randomUUID } from 'node:crypto';
import type { Queue } from 'bullmq';
import { callIngestJobId, type CallIngestJob } from '@hotelvoice/api/contracts';

export interface CallToQueue {
  job: CallIngestJob;
  /** The objects changed (a replaced object, or reconcile): a failed run of the call is cleared. */
  replaceFailed: boolean;
}

/** Long enough for the active job to finish in the usual case; correctness does not depend on it. */
const followUpDelayMs = 250;
/** Bounds one round of state checks and one addBulk (reconcile hands over thousands). */
const chunkSize = 500;

/**
 * Queues calls. BullMQ ignores an add whose id exists; completed jobs are removed at once, but a
 * failed one stays in the failed set for people to read. When the objects changed since (a fixed
 * transcript uploaded again, a recording arriving), `replaceFailed` clears it so the call runs again.
 * A call named twice (its transcript and recording announced together) is queued once, and the
 * adds of a whole batch go in one addBulk.
 */
export async function enqueueCallIngests(queue: Queue<CallIngestJob>, calls: CallToQueue[]): Promise<void> {
  const byId = new Map<string, CallToQueue>();
  for (const call of calls) {
    const id = callIngestJobId(call.job);
    byId.set(id, { job: call.job, replaceFailed: call.replaceFailed || (byId.get(id)?.replaceFailed ?? false) });
  }
  // Sorted, so that bulk inserts of overlapping ids (another worker process) lock in one order
  // and wait for each other instead of deadlocking on the Postgres backend.
  const entries = [...byId].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (let start = 0; start < entries.length; start += chunkSize) {
    const chunk = entries.slice(start, start + chunkSize);
    const adds = await Promise.all(
      chunk.map(async ([jobId, call]) => {
        const state = await queue.getJobState(jobId);
        if (state === 'active') {
          // The running job may already have taken its last look at the objects; a follow-up reads
          // them again after it. Its upsert is idempotent.
          return {
            name: 'ingest',
            data: call.job,
            opts: { jobId: await followUpId(queue, jobId), delay: followUpDelayMs },
          };
        }
        if (call.replaceFailed && (state === 'failed' || state === 'completed')) await queue.remove(jobId);
        return { name: 'ingest', data: call.job, opts: { jobId } };
      }),
    );
    await queue.addBulk(adds).catch(async () => {
      // One bad or contended entry must not lose the others: add them one by one (same id rule).
      for (const add of adds) await queue.add(add.name, add.data, add.opts);
    });
  }
}

/**
 * The id of a follow-up that has not started yet. A waiting or delayed follow-up will read the
 * objects, so adding to it is enough; but one that is itself running may be past its last look
 * too (a call announced twice while its job ran), so the next goes to the other slot, and in the
 * rare case both run, to a new id. A follow-up that failed for good would swallow every later add
 * (failed jobs are kept a week), so it is cleared first.
 */
async function followUpId(queue: Queue<CallIngestJob>, jobId: string): Promise<string> {
  for (const id of [`${jobId}_again`, `${jobId}_again2`]) {
    const state = await queue.getJobState(id);
    if (state === 'active') continue;
    if (state === 'failed' || state === 'completed') await queue.remove(id);
    return id;
  }
  return `${jobId}_again_${randomUUID()}`;
}
