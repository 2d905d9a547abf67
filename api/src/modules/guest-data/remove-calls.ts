import { callObjectPaths, providerAudioPath } from '../../contracts/call-objects.ts';
import { withTransaction, type Db, type Pool } from '../../platform/db/pool.ts';
import type { StoragePort } from '../../platform/storage/storage-port.ts';
import { deleteCallRows } from '../call-logs/index.ts';

/** Storage deletes per request; Supabase Storage takes up to 1,000 names, local storage any number. */
const objectsPerRemove = 200;

/**
 * Removes calls with everything under them: all their storage objects (whatever the row says, since an
 * object may exist that the row never recorded), then the rows, and with them their search index
 * (a generated column) and preview, and the bookings linked to them. Objects go first: a row left behind by a crash is found and
 * removed by the next run, whereas an object left behind would be ingested again by reconcile.
 * `tombstone` (erasure on request) also records the ids so that no ingest job writes them again.
 * `withRows` runs in the transaction that deletes the rows (the action's audit entry, for one).
 */
export async function removeCalls(
  db: Pool,
  storage: StoragePort,
  hotelId: string,
  callIds: string[],
  options: { tombstone: boolean; withRows?: (tx: Db, removedRows: number) => Promise<void> },
): Promise<number> {
  if (callIds.length === 0 && !options.withRows) return 0;
  if (options.tombstone) {
    await db.query(
      `insert into public.erased_calls (hotel_id, call_id) select $1, unnest($2::text[]) on conflict do nothing`,
      [hotelId, callIds],
    );
  }
  // Transcript, recording, every provider fact, and any provider audio still waiting to be fetched.
  const paths = callIds.flatMap((callId) => {
    const { facts, ...objects } = callObjectPaths(hotelId, callId);
    return [...Object.values(objects), ...Object.values(facts), providerAudioPath(callId)];
  });
  for (let i = 0; i < paths.length; i += objectsPerRemove) {
    await storage.remove('calls', paths.slice(i, i + objectsPerRemove));
  }
  const deleteRows = async (tx: Db) => {
    // The bookings linked to the calls go with them (the call log's deleteCallRows).
    const removed = await deleteCallRows(tx, hotelId, callIds);
    await options.withRows?.(tx, removed);
    return removed;
  };
  return options.withRows ? withTransaction(db, deleteRows) : deleteRows(db);
}
