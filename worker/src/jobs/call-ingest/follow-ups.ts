import { callAlertReasons, callIngestJobId, type CallIngestJob } from '@hotelvoice/api/contracts';
import { createMicroBatch } from '@hotelvoice/api/platform/micro-batch';
import type { WorkerContext } from '../../worker-context.ts';
import { detectKnowledgeGaps } from '../knowledge-gaps/detect-gaps.ts';
import { callsWithGapQuestions } from '../knowledge-gaps/knowledge-gaps.repo.ts';
import type { CallLogValues } from './build-call-log.ts';

/**
 * Queues the jobs that read a call's row after its upsert (decision 018), each only when it has
 * something to do: knowledge gaps when the transcript shows one or the call has questions recorded
 * from an earlier version (to be removed), alerts when the call has a reason to alert on. The row
 * holds exactly `values` after the upsert (or the call was erased, and the jobs find nothing), so a
 * job left out would have found nothing. Queued after every upsert that needs them, also when the
 * row did not change, so a crash between the upsert and the add is healed by the retry.
 */
export function createFollowUps(ctx: WorkerContext) {
  const recordedQuestions = createMicroBatch((keys: { hotelId: string; callId: string }[]) =>
    callsWithGapQuestions(ctx.pool, keys),
  );
  return async function queueFollowUps(job: CallIngestJob, values: CallLogValues): Promise<void> {
    const followUp = { jobId: callIngestJobId(job) };
    // The words so far are not read for gaps (decision 090): the call's transcript is, once it arrives.
    const gapsToRecord =
      !values.transcriptLive &&
      (detectKnowledgeGaps(values.transcript).length > 0 ||
        (await recordedQuestions({ hotelId: values.hotelId, callId: values.callId })));
    if (gapsToRecord) await ctx.queues.knowledgeGaps.add('detect', job, followUp);
    if (values.followUpReasons.some((reason) => (callAlertReasons as readonly string[]).includes(reason)))
      await ctx.queues.callAlerts.add('call', job, followUp);
  };
}
