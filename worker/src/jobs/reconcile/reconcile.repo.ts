import { callIdMaxLength, callIdOfPathSql, callObjectPathSqlPattern } from '@hotelvoice/api/contracts';
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
            ${callIdOfPathSql('o.name')} as "callId"
     from storage.objects o
     join public.hotels h on h.hotel_id::text = split_part(o.name, '/', 2)
     where o.bucket_id = 'calls'
       and o.name ~ $2
       and length(${callIdOfPathSql('o.name')}) <= $3
       and not exists (select 1 from public.call_logs c where c.transcript_path = o.name)
       and not exists (select 1 from public.call_logs c where c.recording_path = o.name)
     limit $1`,
    [limit, callObjectPathSqlPattern, callIdMaxLength],
  );
  return rows;
}
