import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Job } from 'bullmq';
import { callObjectPaths, type RecordingTranscodeJob } from '@hotelvoice/api/contracts';
import type { WorkerContext } from '../../worker-context.ts';
import { measureOgg } from '../call-ingest/ogg-duration.ts';
import { removedByGuestData, storedRecordingIsFinal, writeRecordingFact } from './recording-fetch.processor.ts';
import { transcodeToOggOpus } from './transcode.ts';

/**
 * recording-transcode: turns the original recording-fetch stored (WAV, MP3, …) into the layout's
 * Ogg Opus and puts it in its place; if ffmpeg fails, the original stays with its content type.
 * Either way a `recording` fact (sizes, or why transcoding failed) follows, which marks the
 * recording final. Running it again for a final recording does nothing.
 */
export async function processRecordingTranscode(ctx: WorkerContext, job: Job<RecordingTranscodeJob>): Promise<string> {
  const { hotelId, callId } = job.data;
  const paths = callObjectPaths(hotelId, callId);
  const stored = await ctx.storage.stat('calls', paths.recording);
  if (!stored) return 'no recording';
  if (await storedRecordingIsFinal(ctx, stored.contentType, paths.facts.recording)) return 'already final';
  if (await removedByGuestData(ctx, hotelId, callId)) return 'erased or removed by retention';

  const started = performance.now();
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'hv-transcode-'));
  try {
    const source = path.join(dir, 'source');
    const original = await ctx.storage.get('calls', paths.recording);
    await fs.promises.writeFile(source, original);
    const result = await transcode(ctx, source, path.join(dir, 'stored.ogg'));
    if ('ogg' in result) {
      await ctx.storage.put('calls', paths.recording, result.ogg, 'audio/ogg');
      ctx.logger.info(
        {
          hotelId,
          callId,
          originalBytes: original.length,
          storedBytes: result.ogg.length,
          transcodeMs: Math.round(performance.now() - started),
        },
        'recording transcoded',
      );
    } else {
      ctx.logger.warn({ hotelId, callId, reason: result.reason }, 'transcoding failed; keeping the original recording');
    }
    await writeRecordingFact(ctx, paths.facts.recording, {
      stored: true,
      transcoded: 'ogg' in result,
      contentType: 'ogg' in result ? 'audio/ogg' : (stored.contentType ?? 'application/octet-stream'),
      originalBytes: original.length,
      ...('reason' in result ? { reason: result.reason } : {}),
    });
    return 'ogg' in result ? 'transcoded' : 'kept original';
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

/**
 * ffmpeg's Ogg Opus of `source`, or why there is none. Only this can keep the original for good; a
 * storage error around it throws and the job is retried.
 */
async function transcode(
  ctx: WorkerContext,
  source: string,
  output: string,
): Promise<{ ogg: Buffer } | { reason: string }> {
  try {
    await transcodeToOggOpus(source, output, ctx.config.sandbox.timeoutMs);
    const ogg = await fs.promises.readFile(output);
    if (!measureOgg(ogg).ok) return { reason: 'transcoding produced no complete Ogg stream' };
    return { ogg };
  } catch (error) {
    return { reason: (error as Error).message.slice(0, 400) };
  }
}
