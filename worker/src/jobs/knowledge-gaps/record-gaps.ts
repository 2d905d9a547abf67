import { rooms } from '@hotelvoice/api/contracts';
import { findCallTranscript } from '@hotelvoice/api/modules/call-logs';
import type { WorkerContext } from '../../worker-context.ts';
import { detectKnowledgeGaps, type DetectedGap } from './detect-gaps.ts';
import { recordCallGaps } from './knowledge-gaps.repo.ts';
import { questionKey } from './question-key.ts';

export interface GapCall {
  hotelId: string;
  callId: string;
  /** When the call started: when its questions were asked. */
  askedAt: Date;
}

/**
 * Makes the call's recorded questions exactly `gaps`, those detected in its transcript now; running
 * it again records nothing new. A change tells the hotel's open pages and the admins to refetch.
 */
export async function recordGaps(ctx: WorkerContext, call: GapCall, gaps: DetectedGap[]): Promise<number> {
  const keyed = gaps.map((gap) => ({ ...gap, questionKey: questionKey(gap.question) }));
  const { added, removed } = await recordCallGaps(ctx.pool, call, keyed);
  if (added + removed > 0) {
    ctx.emitter.toRoom(rooms.hotel(call.hotelId), 'knowledge-gaps:changed', { hotelId: call.hotelId });
    ctx.emitter.toRoom(rooms.admins(), 'knowledge-gaps:changed', { hotelId: call.hotelId });
  }
  return added;
}

/** The same for a call as stored: nothing for a call that is not (erased meanwhile, say). */
export async function recordStoredCallGaps(ctx: WorkerContext, hotelId: string, callId: string): Promise<number> {
  const call = await findCallTranscript(ctx.pool, hotelId, callId);
  if (!call) return 0;
  return recordGaps(ctx, { hotelId, callId, askedAt: call.startedAt }, detectKnowledgeGaps(call.transcript));
}
