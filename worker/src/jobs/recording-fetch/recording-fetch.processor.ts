import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Job } from 'bullmq';
import {
  callFacts,
  callIngestJobId,
  callObjectPaths,
  providerAudioBase64Type,
  providerAudioPath,
  type CallFacts,
  type RecordingFact,
  type RecordingFetchJob,
} from '@hotelvoice/api/contracts';
import { isRecordingDeleted } from '@hotelvoice/api/modules/call-logs';
import type { WorkerContext } from '../../worker-context.ts';
import { failForGood } from '../fail-for-good.ts';
import { downloadRecording } from './download.ts';
import { RecordingRefused } from './fetch-policy.ts';
import { isFinalRecording } from './recording-final.ts';
import { sniffAudioType } from './transcode.ts';

/**
 * recording-fetch: brings a provider's recording into the layout. The source is the inline audio a
 * webhook stored (ElevenLabs) or the URL in the call's facts (Retell, Vapi), downloaded under the
 * fetch policy. The original is stored at once as the call's recording, so the owner can play it
 * while the recording-transcode job (its own queue: seconds of CPU for a 3-minute WAV) turns it
 * into Ogg Opus. The storage feed updates the row as for any call object. A download that can
 * never succeed, or the last of its tries, records the reason and ends the job for good.
 */
export async function processRecordingFetch(ctx: WorkerContext, job: Job<RecordingFetchJob>): Promise<string> {
  const { hotelId, callId } = job.data;
  const paths = callObjectPaths(hotelId, callId);
  const transcodeLater = () =>
    ctx.queues.recordingTranscode.add('transcode', job.data, { jobId: callIngestJobId(job.data) });
  const existing = await ctx.storage.stat('calls', paths.recording);
  if (existing) {
    if (await storedRecordingIsFinal(ctx, existing.contentType, paths.facts.recording)) return 'already stored';
    // The original is stored but its transcoding was never finished (a crash, a flushed queue).
    await transcodeLater();
    return 'original already stored';
  }
  if (await removedByGuestData(ctx, hotelId, callId)) return 'erased or removed by retention';
  const facts = await readFacts(ctx, [paths.facts.analysis, paths.facts.ended]);
  const inline = await ctx.storage.stat('calls', providerAudioPath(callId));
  const url = facts.find((f) => f.recordingUrl)?.recordingUrl;
  if (!inline && !url) return 'no recording to fetch';

  const started = performance.now();
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'hv-recording-'));
  try {
    const source = path.join(dir, 'source');
    let declaredType: string | null = null;
    try {
      if (inline) {
        const stored = await ctx.storage.get('calls', providerAudioPath(callId));
        await fs.promises.writeFile(
          source,
          inline.contentType === providerAudioBase64Type ? decodeInline(stored) : stored,
        );
      } else {
        ({ contentType: declaredType } = await downloadRecording(url!, source, ctx.config.recordingFetch));
      }
    } catch (error) {
      const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      if (error instanceof RecordingRefused || lastAttempt) {
        const reason = `The recording could not be fetched: ${(error as Error).message}`;
        await writeRecordingFact(ctx, paths.facts.recording, { stored: false, reason });
        ctx.logger.warn({ hotelId, callId, reason }, 'recording not stored');
        failForGood(reason);
      }
      throw error;
    }
    const original = await fs.promises.readFile(source);
    await ctx.storage.put('calls', paths.recording, original, sniffAudioType(original.subarray(0, 16), declaredType));
    await transcodeLater();
    ctx.logger.info(
      {
        hotelId,
        callId,
        originalBytes: original.length,
        // Where the time went: waiting in the queue, fetching and storing the playable original.
        queuedMs: job.processedOn ? Math.max(0, job.processedOn - job.timestamp) : undefined,
        playableMs: Math.round(performance.now() - started),
      },
      'recording original stored',
    );
    return 'original stored';
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

/**
 * Inline audio as the webhook stored it: the characters of the event's JSON string, base64. JSON
 * escapes (`\\/`) are undone by JSON.parse; anything that is then not base64 is refused for good.
 */
function decodeInline(stored: Buffer): Buffer {
  let text: string;
  try {
    text = JSON.parse(`"${stored.toString('utf8')}"`) as string;
  } catch {
    throw new RecordingRefused('the inline audio is not a JSON string');
  }
  if (!/^[A-Za-z0-9+/\s]*={0,2}\s*$/.test(text)) throw new RecordingRefused('the inline audio is not base64');
  return Buffer.from(text, 'base64');
}

/** Whether the recording stored at the call's path is final (see isFinalRecording). */
export async function storedRecordingIsFinal(ctx: WorkerContext, contentType: string | null, factPath: string) {
  return isFinalRecording(contentType, (await ctx.storage.stat('calls', factPath)) !== null);
}

async function readFacts(ctx: WorkerContext, factPaths: string[]): Promise<CallFacts[]> {
  const facts: CallFacts[] = [];
  for (const factPath of factPaths) {
    try {
      facts.push(callFacts.parse(JSON.parse((await ctx.storage.get('calls', factPath)).toString('utf8'))));
    } catch {
      // Absent or unreadable: the other fact may carry the URL.
    }
  }
  return facts;
}

export async function writeRecordingFact(
  ctx: WorkerContext,
  factPath: string,
  recording: RecordingFact,
): Promise<void> {
  const fact: CallFacts = { provider: 'ingest', recording };
  await ctx.storage.put('calls', factPath, Buffer.from(JSON.stringify(fact)), 'application/json');
}

/** An erased call, or one whose recording retention deleted, never gets a recording again (#17). */
export async function removedByGuestData(ctx: WorkerContext, hotelId: string, callId: string): Promise<boolean> {
  const { rows } = await ctx.pool.query<{ erased: boolean }>(
    `select exists (select 1 from public.erased_calls where hotel_id = $1 and call_id = $2) as erased`,
    [hotelId, callId],
  );
  return rows[0]?.erased === true || (await isRecordingDeleted(ctx.pool, hotelId, callId));
}
