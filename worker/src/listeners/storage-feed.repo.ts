import type { Db } from '@hotelvoice/api/platform/db/pool';

export interface StorageObjectEvent {
  eventId: number;
  bucket: string;
  name: string;
  op: 'insert' | 'update';
}

/** The newest event id, where a reader that starts now begins (reconcile covers what came before). */
export async function latestStorageEventId(db: Db): Promise<number> {
  const { rows } = await db.query<{ id: string | null }>(
    'select max(event_id) as id from public.storage_object_events',
  );
  return Number(rows[0]?.id ?? 0);
}

/** Events after `after`, plus the listed ids a reader is still waiting for, oldest first. */
export async function readStorageEvents(
  db: Db,
  position: { after: number; holes: number[] },
  limit: number,
): Promise<StorageObjectEvent[]> {
  const { rows } = await db.query<{ event_id: string; bucket_id: string; name: string; op: string }>(
    // Two arms, so each is a primary-key range or lookup (an `or` of the two scans the table).
    `select event_id, bucket_id, name, op from (
       (select * from public.storage_object_events where event_id > $1 order by event_id limit $3)
       union all
       select * from public.storage_object_events where event_id = any($2::bigint[]) and event_id <= $1
     ) e order by event_id limit $3`,
    [position.after, position.holes, limit],
  );
  return rows.map((row) => ({
    eventId: Number(row.event_id),
    bucket: row.bucket_id,
    name: row.name,
    op: row.op === 'update' ? 'update' : 'insert',
  }));
}

/** Drops events older than `olderThanHours`; every reader has long read them. */
export async function pruneStorageEvents(db: Db, olderThanHours: number): Promise<number> {
  const { rowCount } = await db.query(
    `delete from public.storage_object_events where created_at < now() - make_interval(hours => $1)`,
    [olderThanHours],
  );
  return rowCount ?? 0;
}
