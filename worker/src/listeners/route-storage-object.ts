import { parseCallObjectPath } from '@hotelvoice/api/contracts';
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
