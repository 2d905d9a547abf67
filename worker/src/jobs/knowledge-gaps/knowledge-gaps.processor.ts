import type { Job } from 'bullmq';
import { rooms, type CallIngestJob } from '@hotelvoice/api/contracts';
import { isUuid } from '@hotelvoice/api/platform/access/access';
import type { WorkerContext } from '../../worker-context.ts';
import { failForGood } from '../fail-for-good.ts';
import { detectKnowledgeGaps } from './detect-gaps.ts';
import { findCallTranscript } from '@hotelvoice/api/modules/call-logs';
import { recordCallGaps } from './knowledge-gaps.repo.ts';
import { questionKey } from './question-key.ts';

/**
 * Finds the questions the agent could not answer in one stored call and records them in the
 * hotel's gaps. Queued by call-ingest after each upsert; running it again for the same row
 * records nothing new. A change tells the hotel's open pages and the admins to refetch.
 */
export async function processKnowledgeGaps(ctx: WorkerContext, job: Job<CallIngestJob>): Promise<{ added: number }> {
  const { hotelId, callId } = job.data;
  if (!isUuid(hotelId)) failForGood(`unknown hotel: ${hotelId}`);
  const call = await findCallTranscript(ctx.pool, hotelId, callId);
  if (!call) return { added: 0 };
  const gaps = detectKnowledgeGaps(call.transcript).map((gap) => ({ ...gap, questionKey: questionKey(gap.question) }));
  const { added, removed } = await recordCallGaps(ctx.pool, { hotelId, callId, askedAt: call.startedAt }, gaps);
  if (added + removed > 0) {
    ctx.emitter.toRoom(rooms.hotel(hotelId), 'knowledge-gaps:changed', { hotelId });
    ctx.emitter.toRoom(rooms.admins(), 'knowledge-gaps:changed', { hotelId });
  }
  return { added };
}
