import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Job } from 'bullmq';
import { callObjectPaths, type RecordingTranscodeJob } from '@hotelvoice/api/contracts';
import type { WorkerContext } from '../../worker-context.ts';
import { measureOgg } from '../call-ingest/ogg-duration.ts';
import { isFinalRecording, removedByGuestData, writeRecordingFact } from './recording-fetch.processor.ts';
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
  if (await isFinalRecording(ctx, stored.contentType, paths.facts.recording)) return 'already final';
  if (await removedByGuestData(ctx, hotelId, callId)) return 'erased or removed by retention';

  const started = performance.now();
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'hv-transcode-'));
  try {
    const source = path.join(dir, 'source');
    const output = path.join(dir, 'stored.ogg');
    const original = await ctx.storage.get('calls', paths.recording);
    await fs.promises.writeFile(source, original);
    let reason: string | undefined;
    try {
      await transcodeToOggOpus(source, output, ctx.config.sandbox.timeoutMs);
      const bytes = await fs.promises.readFile(output);
      if (!measureOgg(bytes).ok) throw new Error('transcoding produced no complete Ogg stream');
      await ctx.storage.put('calls', paths.recording, bytes, 'audio/ogg');
      ctx.logger.info(
        {
          hotelId,
          callId,
          originalBytes: original.length,
          storedBytes: bytes.length,
          transcodeMs: Math.round(performance.now() - started),
        },
        'recording transcoded',
      );
    } catch (error) {
      reason = (error as Error).message.slice(0, 400);
      ctx.logger.warn({ hotelId, callId, err: error }, 'transcoding failed; keeping the original recording');
    }
    await writeRecordingFact(ctx, paths.facts.recording, {
      stored: true,
      transcoded: reason === undefined,
      contentType: reason === undefined ? 'audio/ogg' : (stored.contentType ?? 'application/octet-stream'),
      originalBytes: original.length,
      ...(reason ? { reason } : {}),
    });
    return reason === undefined ? 'transcoded' : 'kept original';
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}
