import type { Queue } from 'bullmq';
import { callIngestJobId, type CallIngestJob } from '@hotelvoice/api/contracts';

/** Past the due time, so the delayed run finds the wait over on its own clock. */
const marginMs = 1000;

/**
 * Queues the run that judges a call when its wait for the platform's report ends (issue #32). Its
 * own id, so the call's job can queue it while running; an add while one waits is a no-op (BullMQ
 * keeps the first). Reconcile rebuilds any row whose wait ended without a run (a lost job).
 */
export async function queueReportDue(
  queue: Queue<CallIngestJob>,
  job: CallIngestJob,
  dueAt: Date,
  now = Date.now(),
): Promise<void> {
  await queue.add('ingest', job, { jobId: reportDueId(job), delay: Math.max(0, dueAt.getTime() - now) + marginMs });
}

/** The report came: its delayed run has nothing left to do (one already running finishes alone). */
export async function cancelReportDue(queue: Queue<CallIngestJob>, job: CallIngestJob): Promise<void> {
  const jobId = reportDueId(job);
  if ((await queue.getJobState(jobId)) === 'delayed') await queue.remove(jobId).catch(() => undefined);
}

const reportDueId = (job: CallIngestJob) => `${callIngestJobId(job)}_report`;
