import type { Job } from 'bullmq';
import type { GuestDataJob } from '@hotelvoice/api/contracts';
import { redactTexts, redactTranscriptDocument } from '@hotelvoice/api/modules/redaction';
import type { WorkerContext } from '../../worker-context.ts';
import { countAllCalls, saveRedactedTranscript } from '@hotelvoice/api/modules/call-logs';
import { nextBatch, readRun, saveProgress, type BackfillRow } from './card-redaction-backfill.repo.ts';

const batchSize = 200;

/**
 * One-off: redacts card numbers in calls stored before redaction existed, in the row (transcript,
 * search text, preview) and in the stored transcript object. Resumes from its saved cursor after a
 * restart; progress ({ processed, total, changed }) shows on /admin/queues.
 */
export async function processCardRedactionBackfill(
  ctx: Pick<WorkerContext, 'pool' | 'storage'>,
  job?: Pick<Job<GuestDataJob>, 'updateProgress'>,
): Promise<{ processed: number; changed: number }> {
  const run = await readRun(ctx.pool);
  if (run.finished) return { processed: run.processed, changed: run.changed };
  const total = await countAllCalls(ctx.pool);
  let { cursor, processed, changed } = run;
  for (;;) {
    const rows = await nextBatch(ctx.pool, cursor, batchSize);
    for (const row of rows) if (await redactCall(ctx, row)) changed++;
    processed += rows.length;
    const last = rows.at(-1);
    if (last) cursor = { hotelId: last.hotelId, callId: last.callId };
    const done = rows.length < batchSize;
    if (cursor) await saveProgress(ctx.pool, cursor, processed, changed, done);
    else if (done) await saveProgress(ctx.pool, { hotelId: '', callId: '' }, processed, changed, true);
    await job?.updateProgress({ processed, total: Math.max(total, processed), changed });
    if (done) return { processed, changed };
  }
}

async function redactCall(ctx: Pick<WorkerContext, 'pool' | 'storage'>, row: BackfillRow): Promise<boolean> {
  const options = { keepLast4: row.keepLast4 };
  const redacted = redactTexts(
    row.transcript.map((item) => item.text),
    options,
  );
  if (row.transcriptPath) {
    try {
      const stored = await ctx.storage.get('calls', row.transcriptPath);
      const document = redactTranscriptDocument(stored, options);
      if (document.changed) await ctx.storage.put('calls', row.transcriptPath, document.bytes, 'application/json');
    } catch (error) {
      if ((error as { code?: string }).code !== 'not_found') throw error;
    }
  }
  if (!redacted.changed) return false;
  await saveRedactedTranscript(
    ctx.pool,
    row,
    row.transcript.map((item, i) => ({ ...item, text: redacted.texts[i]! })),
  );
  return true;
}
