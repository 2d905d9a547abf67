import type { Job } from 'bullmq';
import { rooms, type CallRederiveJob } from '@hotelvoice/api/contracts';
import type { WorkerContext } from '../../worker-context.ts';
import { classifierVersion } from '../../classifier/classify-call.ts';
import { analyseCall } from '../call-ingest/call-analysis.ts';
import { countStaleCalls, saveAnalyses, staleCalls } from '@hotelvoice/api/modules/call-logs';

const batchSize = 200;

/**
 * Re-derives outcome, topics, sentiment, follow-up reasons and language of calls analysed by an older
 * classifier version, from the stored row (transcript and the platform's own values), in batches of
 * its own transactions so ingest is never blocked. Calls left to do are those still on an older
 * version, so a restarted run simply continues. Progress ({ processed, total }) shows on /admin/queues.
 */
export async function processCallRederive(
  ctx: Pick<WorkerContext, 'pool' | 'emitter'>,
  job: Pick<Job<CallRederiveJob>, 'data' | 'updateProgress'>,
): Promise<{ processed: number; skipped?: string }> {
  if (job.data.classifierVersion !== classifierVersion) {
    return { processed: 0, skipped: `this worker runs classifier version ${classifierVersion}` };
  }
  const total = await countStaleCalls(ctx.pool, classifierVersion);
  let processed = 0;
  let after: { hotelId: string; callId: string } | null = null;
  for (;;) {
    const rows = await staleCalls(ctx.pool, classifierVersion, after, batchSize);
    if (rows.length === 0) break;
    const analysed = rows.map((row) => ({
      hotelId: row.hotelId,
      callId: row.callId,
      analysis: analyseCall(
        row.status,
        {
          provider: 'ingest',
          outcome: row.outcome ?? undefined,
          sentiment: row.providerSentiment ?? undefined,
          transferred: row.transferred ?? undefined,
          voicemail: row.voicemail ?? undefined,
          language: row.providerLanguage ?? undefined,
        },
        row.transcript,
      ),
    }));
    await saveAnalyses(ctx.pool, classifierVersion, analysed);
    processed += rows.length;
    const last = rows.at(-1)!;
    after = { hotelId: last.hotelId, callId: last.callId };
    // One light nudge per hotel and batch: open insights pages refetch their figures.
    for (const hotelId of new Set(rows.map((row) => row.hotelId))) {
      ctx.emitter.toRoom(rooms.hotel(hotelId), 'insights:changed', { hotelId });
    }
    await job.updateProgress({ processed, total: Math.max(total, processed) });
  }
  return { processed };
}
