import { UnrecoverableError, type Job } from 'bullmq';
import { rooms, type CallIngestJob } from '@hotelvoice/api/contracts';
import type { StoragePort, StoredObject } from '@hotelvoice/api/platform/storage/storage-port';
import type { WorkerContext } from '../../worker-context.ts';
import { buildCallLog, type CallObject } from './build-call-log.ts';
import { callIdPattern } from './call-id.ts';
import { hotelExists, upsertCallLog } from './call-log.repo.ts';

/** Passes over the objects before giving up on them settling; a retry starts over. */
const maxPasses = 3;

export const callObjectPaths = (hotelId: string, callId: string) => ({
  transcript: `hotels/${hotelId}/transcripts/${callId}.json`,
  recording: `hotels/${hotelId}/recordings/${callId}.ogg`,
});

/**
 * Builds the call's row from whatever objects exist now. Because the job id is the call, an object
 * that lands while this job runs is not queued again; so after the upsert the objects are looked
 * at once more, and a changed set is processed again before the job ends.
 */
export async function processCallIngest(ctx: WorkerContext, job: Job<CallIngestJob>): Promise<{ passes: number }> {
  const { hotelId, callId } = job.data;
  if (!callIdPattern.test(callId)) throw new UnrecoverableError(`invalid call id: ${callId}`);
  const paths = callObjectPaths(hotelId, callId);
  let seen = await statBoth(ctx.storage, paths);
  for (let pass = 1; pass <= maxPasses; pass++) {
    if (!seen.transcript && !seen.recording) return { passes: pass };
    if (!(await hotelExists(ctx.pool, hotelId))) throw new UnrecoverableError(`unknown hotel: ${hotelId}`);
    const values = buildCallLog(hotelId, callId, {
      transcript: await load(ctx.storage, seen.transcript),
      recording: await load(ctx.storage, seen.recording),
    });
    const item = await upsertCallLog(ctx.pool, values);
    if (item) ctx.emitter.toRoom(rooms.hotel(hotelId), 'call:upserted', item);
    if (values.failureReason) throw new UnrecoverableError(values.failureReason);
    const now = await statBoth(ctx.storage, paths);
    if (sameVersion(seen.transcript, now.transcript) && sameVersion(seen.recording, now.recording)) {
      return { passes: pass };
    }
    seen = now;
  }
  throw new Error('call objects kept changing while being ingested; retrying');
}

async function statBoth(storage: StoragePort, paths: { transcript: string; recording: string }) {
  const [transcript, recording] = await Promise.all([
    storage.stat('calls', paths.transcript),
    storage.stat('calls', paths.recording),
  ]);
  return { transcript, recording };
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
