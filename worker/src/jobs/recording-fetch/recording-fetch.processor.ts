import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Job } from 'bullmq';
import {
  callFacts,
  callObjectPaths,
  providerAudioBase64Type,
  providerAudioPath,
  type CallFacts,
  type RecordingFact,
  type RecordingFetchJob,
} from '@hotelvoice/api/contracts';
import type { WorkerContext } from '../../worker-context.ts';
import { failForGood } from '../fail-for-good.ts';
import { measureOgg } from '../call-ingest/ogg-duration.ts';
import { downloadRecording } from './download.ts';
import { RecordingRefused } from './fetch-policy.ts';
import { sniffAudioType, transcodeToOggOpus } from './transcode.ts';

/**
 * recording-fetch: brings a provider's recording into the layout. The source is the inline audio a
 * webhook stored (ElevenLabs) or the URL in the call's facts (Retell, Vapi), downloaded under the
 * fetch policy. It is transcoded to Ogg Opus; if that fails the original is kept with its content
 * type. The recording object, then a `recording` fact (sizes, or why it failed), go into storage,
 * and the storage feed updates the row as for any call object. A download that can never succeed,
 * or the last of its tries, records the reason and ends the job for good.
 */
export async function processRecordingFetch(ctx: WorkerContext, job: Job<RecordingFetchJob>): Promise<string> {
  const { hotelId, callId } = job.data;
  const paths = callObjectPaths(hotelId, callId);
  if (await ctx.storage.stat('calls', paths.recording)) return 'already stored';
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
    const fetched = performance.now();
    const original = await fs.promises.readFile(source);
    const stored = await transcodeOrKeep(ctx, source, path.join(dir, 'stored.ogg'), original, declaredType);
    const transcoded = performance.now();
    await ctx.storage.put('calls', paths.recording, stored.bytes, stored.contentType);
    await writeRecordingFact(ctx, paths.facts.recording, {
      stored: true,
      transcoded: stored.transcoded,
      contentType: stored.contentType,
      originalBytes: original.length,
      ...(stored.reason ? { reason: stored.reason } : {}),
    });
    ctx.logger.info(
      {
        hotelId,
        callId,
        originalBytes: original.length,
        storedBytes: stored.bytes.length,
        transcoded: stored.transcoded,
        // Where the time went: waiting in the queue, fetching, transcoding, storing.
        queuedMs: job.processedOn ? Math.max(0, job.processedOn - job.timestamp) : undefined,
        fetchMs: Math.round(fetched - started),
        transcodeMs: Math.round(transcoded - fetched),
        storeMs: Math.round(performance.now() - transcoded),
      },
      'recording stored',
    );
    return stored.transcoded ? 'transcoded' : 'kept original';
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

async function transcodeOrKeep(
  ctx: WorkerContext,
  source: string,
  output: string,
  original: Buffer,
  declaredType: string | null,
): Promise<{ bytes: Buffer; contentType: string; transcoded: boolean; reason?: string }> {
  try {
    await transcodeToOggOpus(source, output, ctx.config.sandbox.timeoutMs);
    const bytes = await fs.promises.readFile(output);
    if (!measureOgg(bytes).ok) throw new Error('transcoding produced no complete Ogg stream');
    return { bytes, contentType: 'audio/ogg', transcoded: true };
  } catch (error) {
    ctx.logger.warn({ err: error }, 'transcoding failed; keeping the original recording');
    return {
      bytes: original,
      contentType: sniffAudioType(original.subarray(0, 16), declaredType),
      transcoded: false,
      reason: (error as Error).message.slice(0, 400),
    };
  }
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

async function writeRecordingFact(ctx: WorkerContext, factPath: string, recording: RecordingFact): Promise<void> {
  const fact: CallFacts = { provider: 'ingest', recording };
  await ctx.storage.put('calls', factPath, Buffer.from(JSON.stringify(fact)), 'application/json');
}

/** An erased call, or one whose recording retention deleted, never gets a recording again (#17). */
async function removedByGuestData(ctx: WorkerContext, hotelId: string, callId: string): Promise<boolean> {
  const { rows } = await ctx.pool.query<{ removed: boolean }>(
    `select exists (select 1 from public.erased_calls where hotel_id = $1 and call_id = $2)
         or exists (select 1 from public.call_logs
                    where hotel_id = $1 and call_id = $2 and recording_deleted_at is not null) as removed`,
    [hotelId, callId],
  );
  return rows[0]?.removed === true;
}
