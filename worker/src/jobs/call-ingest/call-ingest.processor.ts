import type { Job } from 'bullmq';
import {
  callFacts,
  callFactKinds,
  callIdPattern,
  callIngestJobId,
  callObjectPaths,
  providerAudioPath,
  rooms,
  type CallFactKind,
  type CallFacts,
  type CallIngestJob,
} from '@hotelvoice/api/contracts';
import { isUuid } from '@hotelvoice/api/platform/access/access';
import { isDataException } from '@hotelvoice/api/platform/db/data-exception';
import { createMicroBatch } from '@hotelvoice/api/platform/micro-batch';
import type { StoragePort, StoredObject } from '@hotelvoice/api/platform/storage/storage-port';
import type { WorkerContext } from '../../worker-context.ts';
import { failForGood } from '../fail-for-good.ts';
import { redactTranscriptDocument } from '@hotelvoice/api/modules/redaction';
import { buildCallLog, type CallObject } from './build-call-log.ts';
import { findCallObjects, type CallObjectsFound } from './call-objects.repo.ts';
import { createFollowUps } from './follow-ups.ts';
import { withdrawCallAlerts } from '../call-alerts/withdraw-alerts.ts';
import { cancelReportDue, queueReportDue } from './report-due.ts';
import { measureRecording } from './measure-recording.ts';
import { mergeCallFacts } from './merge-facts.ts';
import { unstorableCall } from './unstorable-call.ts';
import { upsertBatch } from './upsert-batch.ts';

/**
 * Builds the call's row from whatever objects exist now. An object that lands while this job runs
 * is not lost: the call is announced again, and an announcement that finds the job active queues a
 * follow-up run after it (enqueue.ts), which reads the objects afresh. The lookups and upserts of
 * concurrently running jobs are batched into shared statements (see createMicroBatch), and so are
 * the alerts of its follow-ups (follow-ups.ts). A call whose provider has a recording not yet stored
 * hands it to the recording-fetch job.
 */
export function createCallIngestProcessor(ctx: WorkerContext) {
  const find = createMicroBatch((keys: Parameters<typeof findCallObjects>[1]) => findCallObjects(ctx.pool, keys));
  const upsert = createMicroBatch((values: Parameters<typeof upsertBatch>[1]) => upsertBatch(ctx.pool, values));
  const runFollowUps = createFollowUps(ctx);

  return async function processCallIngest(job: Job<CallIngestJob>): Promise<{ stored: boolean }> {
    const { hotelId, callId } = job.data;
    if (!callIdPattern.test(callId)) failForGood(`invalid call id: ${callId}`);
    if (!isUuid(hotelId)) failForGood(`unknown hotel: ${hotelId}`);
    const paths = callObjectPaths(hotelId, callId);
    const seen = await find({
      hotelId,
      transcriptPath: paths.transcript,
      recordingPath: paths.recording,
      factPaths: paths.facts,
      providerAudioPath: providerAudioPath(callId),
    });
    const factObjects = Object.values(seen.facts);
    if (!seen.transcript && !seen.recording && factObjects.length === 0) return { stored: false };
    if (!seen.hotelExists) failForGood(`unknown hotel: ${hotelId}`);
    const [loaded, recording, facts] = await Promise.all([
      load(ctx.storage, seen.transcript),
      load(ctx.storage, seen.recording),
      loadFacts(ctx, seen),
    ]);
    const transcript = loaded && (await redactStored(ctx.storage, loaded, seen.cardLast4Visible));
    const recordingSeconds = recording ? await measureRecording(recording.bytes, recording.contentType) : null;
    let values = buildCallLog(hotelId, callId, {
      transcript,
      recording,
      recordingSeconds,
      facts: mergeCallFacts(facts),
      cardLast4Visible: seen.cardLast4Visible,
      factPaths: factObjects.map((object) => object.path),
      providerAudio: seen.providerAudio !== null,
    });
    let upserted = await upsert(values);
    if (isDataException(upserted)) {
      // Retrying cannot change what the database refuses: the row says why, the job fails for good below.
      values = unstorableCall(values, upserted);
      upserted = await upsert(values);
    }
    if (isDataException(upserted)) failForGood(`the database refused the call: ${upserted.message}`);
    if (upserted instanceof Error) throw upserted;
    if (upserted) ctx.emitter.toRoom(rooms.hotel(hotelId), 'call:upserted', upserted.item);
    // Announced first: the call log does not wait for its gaps and alerts.
    await runFollowUps(job.data, values, upserted);
    // Judged when the platform's report arrives, or by this delayed run when the wait ends.
    if (values.reportDueAt) await queueReportDue(ctx.queues.callIngest, job.data, values.reportDueAt);
    // A late report may contradict alerts raised without it.
    if (values.reportArrived) {
      await withdrawCallAlerts(ctx, hotelId, callId);
      await cancelReportDue(ctx.queues.callIngest, job.data);
    }
    // Same id as the call: queued once however often the call is ingested while it waits.
    if (values.recordingPending)
      await ctx.queues.recordingFetch.add('fetch', job.data, { jobId: callIngestJobId(job.data) });
    if (values.transcriptProblem) failForGood(values.transcriptProblem);
    return { stored: true };
  };
}

async function load(storage: StoragePort, object: StoredObject | null): Promise<CallObject | null> {
  if (!object) return null;
  try {
    const bytes = await storage.get('calls', object.path);
    return {
      path: object.path,
      size: object.size,
      createdAt: object.createdAt,
      contentType: object.contentType,
      bytes,
    };
  } catch (error) {
    // Listed but gone (removed between stat and read): treat as absent; the next pass sees it.
    if ((error as { code?: string }).code === 'not_found') return null;
    throw error;
  }
}

/** The provider facts, each validated; one that does not parse is left out (and logged), never fatal. */
async function loadFacts(ctx: WorkerContext, seen: CallObjectsFound) {
  const facts: Partial<Record<CallFactKind, CallFacts>> = {};
  for (const kind of callFactKinds) {
    const object = await load(ctx.storage, seen.facts[kind] ?? null);
    if (!object) continue;
    try {
      facts[kind] = callFacts.parse(JSON.parse(Buffer.from(object.bytes).toString('utf8')));
    } catch (error) {
      ctx.logger.warn({ path: object.path, err: error }, 'call fact object is not valid; left out');
    }
  }
  return facts;
}

/**
 * Objects written straight into storage (not through the api, which redacts before writing) may
 * hold card numbers: the object is replaced by its redacted copy before anything is built from it.
 * The replacement is a new version, so the next look processes the call again, finding nothing left.
 */
async function redactStored(storage: StoragePort, object: CallObject, keepLast4: boolean): Promise<CallObject> {
  const redacted = redactTranscriptDocument(object.bytes, { keepLast4 });
  if (!redacted.changed) return object;
  await storage.put('calls', object.path, redacted.bytes, 'application/json');
  return { ...object, bytes: redacted.bytes, size: redacted.bytes.length };
}
