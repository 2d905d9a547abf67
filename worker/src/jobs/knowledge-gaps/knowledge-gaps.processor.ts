import type { Job } from 'bullmq';
import type { CallIngestJob } from '@hotelvoice/api/contracts';
import { isUuid } from '@hotelvoice/api/platform/access/access';
import type { WorkerContext } from '../../worker-context.ts';
import { failForGood } from '../fail-for-good.ts';
import { recordStoredCallGaps } from './record-gaps.ts';

/**
 * Finds the questions the agent could not answer in one stored call and records them in the
 * hotel's gaps. call-ingest records them itself (decision 109); this queue drains the jobs an older
 * worker queued during a rolling deploy.
 */
export async function processKnowledgeGaps(ctx: WorkerContext, job: Job<CallIngestJob>): Promise<{ added: number }> {
  const { hotelId, callId } = job.data;
  if (!isUuid(hotelId)) failForGood(`unknown hotel: ${hotelId}`);
  return { added: await recordStoredCallGaps(ctx, hotelId, callId) };
}
