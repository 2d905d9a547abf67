import type { CallToQueue } from '../jobs/call-ingest/enqueue.ts';
import type { StorageNotification } from './storage-feed.listener.ts';

const callObject = /^hotels\/([0-9a-f-]{36})\/(transcripts|recordings)\/([A-Za-z0-9._-]{1,200})\.(json|ogg)$/;

/** The call-ingest job a storage object calls for; null for objects that are not call objects. */
export function callOfObject(object: StorageNotification): CallToQueue | null {
  if (object.bucket !== 'calls') return null;
  const match = callObject.exec(object.name);
  if (!match) return null;
  // A replaced object (op 'update') may follow a failed run whose job still holds the id.
  return { job: { hotelId: match[1]!, callId: match[3]! }, replaceFailed: object.op === 'update' };
}
