import { parseCallObjectPath, parseProviderAudioPath } from '@hotelvoice/api/contracts';
import type { Db } from '@hotelvoice/api/platform/db/pool';
import { findCallsWithIds } from '@hotelvoice/api/modules/call-logs';
import type { CallToQueue } from '../jobs/call-ingest/enqueue.ts';
import type { StorageNotification } from './storage-feed.listener.ts';

/** The call-ingest job a storage object calls for; null for objects that are not call objects. */
export function callOfObject(object: StorageNotification): CallToQueue | null {
  if (object.bucket !== 'calls') return null;
  const call = parseCallObjectPath(object.name);
  if (!call) return null;
  // A replaced object (op 'update') may follow a failed run whose job still holds the id.
  return { job: { hotelId: call.hotelId, callId: call.callId }, replaceFailed: object.op === 'update' };
}

/**
 * The calls a batch of storage objects calls for. Inline provider audio names no hotel (ElevenLabs'
 * audio event carries only the conversation); it belongs to the rows of that call id, if any exist
 * yet. When none does, the call's first ingest finds the audio itself.
 */
export async function callsOfObjects(db: Db, objects: StorageNotification[]): Promise<CallToQueue[]> {
  const calls = objects.flatMap((object) => callOfObject(object) ?? []);
  const audioCallIds = objects.flatMap((object) =>
    object.bucket === 'calls' ? (parseProviderAudioPath(object.name) ?? []) : [],
  );
  if (audioCallIds.length > 0) {
    for (const row of await findCallsWithIds(db, audioCallIds)) calls.push({ job: row, replaceFailed: true });
  }
  return calls;
}
