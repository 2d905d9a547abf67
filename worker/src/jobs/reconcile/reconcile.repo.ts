import type { Db } from '@hotelvoice/api/platform/db/pool';

export interface UnsyncedCall {
  hotelId: string;
  callId: string;
}

/**
 * Call objects whose row is missing or does not yet reference them: an anti-join of storage.objects
 * in bucket 'calls' against call_logs, on the transcript and on the recording. Objects of hotels
 * that do not exist are left out; their jobs failed for good and sit in the failed set.
 */
export async function findUnsyncedCalls(db: Db, limit: number): Promise<UnsyncedCall[]> {
  // Each object is checked by an index probe on the path columns (no parsing in the join, so the
  // plan does not hinge on row estimates); only well-formed names of existing hotels qualify.
  const { rows } = await db.query<UnsyncedCall>(
    `select distinct h.hotel_id as "hotelId",
            regexp_replace(split_part(o.name, '/', 4), '\\.(json|ogg)$', '') as "callId"
     from storage.objects o
     join public.hotels h on h.hotel_id::text = split_part(o.name, '/', 2)
     where o.bucket_id = 'calls'
       -- Unbounded patterns: Postgres compiles bounded repeats like {1,200} into costly automata.
       and o.name ~ '^hotels/[0-9a-f-]+/(transcripts/[A-Za-z0-9._-]+\\.json|recordings/[A-Za-z0-9._-]+\\.ogg)$'
       and length(split_part(o.name, '/', 4)) <= 205
       and not exists (select 1 from public.call_logs c where c.transcript_path = o.name)
       and not exists (select 1 from public.call_logs c where c.recording_path = o.name)
     limit $1`,
    [limit],
  );
  return rows;
}
