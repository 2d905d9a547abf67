import { callAlertReasons, type CallIngestJob } from '@hotelvoice/api/contracts';
import type { UpsertedCall } from '@hotelvoice/api/modules/call-logs';
import { createMicroBatch } from '@hotelvoice/api/platform/micro-batch';
import type { WorkerContext } from '../../worker-context.ts';
import { createCallAlerter } from '../call-alerts/call-alerter.ts';
import { detectKnowledgeGaps } from '../knowledge-gaps/detect-gaps.ts';
import { callsWithGapQuestions } from '../knowledge-gaps/knowledge-gaps.repo.ts';
import { recordGaps, recordStoredCallGaps } from '../knowledge-gaps/record-gaps.ts';
import type { CallLogValues } from './build-call-log.ts';

/**
 * What follows a call's upsert, in the ingest job itself (decision 109): its knowledge gaps and its
 * alerts. Run after every upsert that needs them, also when the row did not change, so a job that
 * died after its upsert is healed by its retry; both are idempotent.
 *
 * Gaps, when the transcript shows one or the call has questions recorded from an earlier version
 * (to be removed): from the values just written when the upsert changed the row (it now holds
 * exactly them), else from the row as stored (unchanged, or erased: then nothing). A new row can
 * have no earlier questions, so only an updated one is looked up for them.
 *
 * Alerts, when the call has a reason to alert on: recorded with the other calls being alerted in
 * this process (call-alerter.ts), reading the row under a share lock as the alert job did.
 */
export function createFollowUps(ctx: WorkerContext) {
  const recordedQuestions = createMicroBatch((keys: { hotelId: string; callId: string }[]) =>
    callsWithGapQuestions(ctx.pool, keys),
  );
  const alertCall = createCallAlerter(ctx);

  return async function runFollowUps(
    job: CallIngestJob,
    values: CallLogValues,
    upserted: UpsertedCall | null,
  ): Promise<void> {
    // The words so far are not read for gaps (decision 090): the call's transcript is, once it arrives.
    if (!values.transcriptLive) {
      const gaps = detectKnowledgeGaps(values.transcript);
      const mayHaveQuestions = upserted?.inserted !== true;
      if (gaps.length > 0 || (mayHaveQuestions && (await recordedQuestions(job)))) {
        if (upserted) await recordGaps(ctx, { ...job, askedAt: values.startedAt }, gaps);
        else await recordStoredCallGaps(ctx, job.hotelId, job.callId);
      }
    }
    if (values.followUpReasons.some((reason) => (callAlertReasons as readonly string[]).includes(reason))) {
      const alerted = await alertCall(job);
      if (alerted instanceof Error) throw alerted;
    }
  };
}
