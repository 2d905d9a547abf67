import { UnrecoverableError, type Job } from 'bullmq';
import { callIdPattern, callObjectPaths, rooms, type CallIngestJob } from '@hotelvoice/api/contracts';
import { isUuid } from '@hotelvoice/api/platform/access/access';
import { createMicroBatch } from '@hotelvoice/api/platform/micro-batch';
import type { StoragePort, StoredObject } from '@hotelvoice/api/platform/storage/storage-port';
import type { WorkerContext } from '../../worker-context.ts';
import { buildCallLog, type CallObject } from './build-call-log.ts';
import { lookCallObjects } from './call-objects.repo.ts';
import { upsertBatch } from './upsert-batch.ts';

/** Passes over the objects before giving up on them settling; a retry starts over. */
const maxPasses = 3;

/**
 * Builds the call's row from whatever objects exist now. Because the job id is the call, an object
 * that lands while this job runs is not queued again; so after the upsert the objects are looked
 * at once more, and a changed set is processed again before the job ends. The lookups and upserts
 * of concurrently running jobs are batched into shared statements (see createMicroBatch).
 */
export function createCallIngestProcessor(ctx: WorkerContext) {
  const look = createMicroBatch((keys: Parameters<typeof lookCallObjects>[1]) => lookCallObjects(ctx.pool, keys));
  const upsert = createMicroBatch((values: Parameters<typeof upsertBatch>[1]) => upsertBatch(ctx.pool, values));

  return async function processCallIngest(job: Job<CallIngestJob>): Promise<{ passes: number }> {
    const { hotelId, callId } = job.data;
    if (!callIdPattern.test(callId)) throw new UnrecoverableError(`invalid call id: ${callId}`);
    if (!isUuid(hotelId)) throw new UnrecoverableError(`unknown hotel: ${hotelId}`);
    const paths = callObjectPaths(hotelId, callId);
    const key = { hotelId, transcriptPath: paths.transcript, recordingPath: paths.recording };
    let seen = await look(key);
    for (let pass = 1; pass <= maxPasses; pass++) {
      if (!seen.transcript && !seen.recording) return { passes: pass };
      if (!seen.hotelExists) throw new UnrecoverableError(`unknown hotel: ${hotelId}`);
      const [transcript, recording] = await Promise.all([
        load(ctx.storage, seen.transcript),
        load(ctx.storage, seen.recording),
      ]);
      const values = buildCallLog(hotelId, callId, { transcript, recording });
      const item = await upsert(values);
      if (item instanceof Error) throw item;
      if (item) ctx.emitter.toRoom(rooms.hotel(hotelId), 'call:upserted', item);
      if (values.failureReason) throw new UnrecoverableError(values.failureReason);
      const now = await look(key);
      if (sameVersion(seen.transcript, now.transcript) && sameVersion(seen.recording, now.recording)) {
        return { passes: pass };
      }
      seen = now;
    }
    throw new Error('call objects kept changing while being ingested; retrying');
  };
}

async function load(storage: StoragePort, object: StoredObject | null): Promise<CallObject | null> {
  if (!object) return null;
  try {
    const bytes = await storage.get('calls', object.path);
    return { path: object.path, size: object.size, createdAt: object.createdAt, bytes };
  } catch (error) {
    // Listed but gone (removed between stat and read): treat as absent; the next pass sees it.
    if ((error as { code?: string }).code === 'not_found') return null;
    throw error;
  }
}

function sameVersion(a: StoredObject | null, b: StoredObject | null): boolean {
  if (!a || !b) return a === b;
  return a.updatedAt.getTime() === b.updatedAt.getTime() && a.size === b.size;
}
