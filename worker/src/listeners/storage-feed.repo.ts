import type { Db } from '@hotelvoice/api/platform/db/pool';

export interface StorageObjectEvent {
  eventId: number;
  bucket: string;
  name: string;
  op: 'insert' | 'update';
}

/** The newest event id, where a reader that starts now begins (see readReplacedObjects for the rest). */
export async function latestStorageEventId(db: Db): Promise<number> {
  const { rows } = await db.query<{ id: number | null }>(
    'select max(event_id) as id from public.storage_object_events',
  );
  return rows[0]?.id ?? 0;
}

/** Events after `after`, plus the listed ids a reader is still waiting for, oldest first. */
export async function readStorageEvents(
  db: Db,
  position: { after: number; holes: number[] },
  limit: number,
): Promise<StorageObjectEvent[]> {
  const { rows } = await db.query<StorageObjectEvent>(
    // Two arms, so each is a primary-key range or lookup (an `or` of the two scans the table).
    `select event_id as "eventId", bucket_id as bucket, name, op from (
       (select * from public.storage_object_events where event_id > $1 order by event_id limit $3)
       union all
       select * from public.storage_object_events where event_id = any($2::bigint[]) and event_id <= $1
     ) e order by event_id limit $3`,
    [position.after, position.holes, limit],
  );
  return rows;
}

/**
 * The replaced objects the feed still holds. A starting reader begins at the newest event and
 * leaves earlier objects to reconcile, which finds objects no row references; a replaced object's
 * row already references it, so these are handed over again (queuing them twice changes nothing).
 */
export async function readReplacedObjects(db: Db): Promise<StorageObjectEvent[]> {
  const { rows } = await db.query<StorageObjectEvent>(
    `select event_id as "eventId", bucket_id as bucket, name, op from public.storage_object_events
     where op = 'update' order by event_id`,
  );
  return rows;
}

/** Drops events older than `olderThanHours`; every reader has long read them. */
export async function pruneStorageEvents(db: Db, olderThanHours: number): Promise<number> {
  const { rowCount } = await db.query(
    `delete from public.storage_object_events where created_at < now() - make_interval(hours => $1)`,
    [olderThanHours],
  );
  return rowCount ?? 0;
}
