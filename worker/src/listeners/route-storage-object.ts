import type { CallEnqueuer } from '../jobs/call-ingest/enqueue.ts';
import type { StorageNotification } from './storage-feed.listener.ts';

const callObject = /^hotels\/([0-9a-f-]{36})\/(transcripts|recordings)\/([A-Za-z0-9._-]{1,200})\.(json|ogg)$/;

/** Turns a storage notification into a job: call objects feed call-ingest. Others are ignored here. */
export async function routeStorageObject(enqueue: CallEnqueuer, notification: StorageNotification): Promise<void> {
  if (notification.bucket !== 'calls') return;
  const match = callObject.exec(notification.name);
  if (!match) return;
  const job = { hotelId: match[1]!, callId: match[3]! };
  // A replaced object (op 'update') may follow a failed run whose job still holds the id.
  await enqueue(job, { replaceFailed: notification.op === 'update' });
}
