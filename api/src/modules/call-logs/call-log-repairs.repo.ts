import { callIdMaxLength, callIdOfPathSql, callObjectPathSqlPattern } from '../../contracts/call-objects.ts';
import type { Db } from '../../platform/db/pool.ts';

export interface UnsyncedCall {
  hotelId: string;
  callId: string;
}

/**
 * Call objects whose row is missing or does not yet reference them: an anti-join of storage.objects
 * in bucket 'calls' against call_logs, on the transcript and on the recording. Only objects of
 * `hotelIds` (the hotels that exist, from the hotels module) qualify; the others' jobs failed for
 * good and sit in the failed set.
 */
export async function findUnsyncedCalls(db: Db, hotelIds: string[], limit: number): Promise<UnsyncedCall[]> {
  // Each object is checked by an index probe on the path columns (no parsing in the join, so the
  // plan does not hinge on row estimates); only well-formed names of existing hotels qualify.
  const { rows } = await db.query<UnsyncedCall>(
    `select distinct h.hotel_id as "hotelId",
            ${callIdOfPathSql('o.name')} as "callId"
     from storage.objects o
     join unnest($4::uuid[]) as h(hotel_id) on h.hotel_id::text = split_part(o.name, '/', 2)
     where o.bucket_id = 'calls'
       and o.name ~ $2
       and length(${callIdOfPathSql('o.name')}) <= $3
       and not exists (select 1 from public.call_logs c where c.transcript_path = o.name)
       and not exists (select 1 from public.call_logs c where c.recording_path = o.name)
       and not exists (select 1 from public.call_logs c
                       where c.hotel_id = h.hotel_id and c.call_id = ${callIdOfPathSql('o.name')}
                         and o.name = any(c.fact_paths))
     limit $1`,
    [limit, callObjectPathSqlPattern, callIdMaxLength, hotelIds],
  );
  return rows;
}

/**
 * Calls whose row needs the job again though no object is missing: still live past the limit
 * (the job marks them unknown), waiting for a platform's report past the grace window (the job
 * judges them without it; its delayed run was lost), or inline provider audio that arrived before
 * the row existed and was never taken up.
 */
export async function findCallsToRebuild(db: Db, liveLimitSeconds: number, limit: number): Promise<UnsyncedCall[]> {
  const { rows } = await db.query<UnsyncedCall>(
    `(select hotel_id as "hotelId", call_id as "callId" from public.call_logs
      where status = 'in_progress' and started_at < now() - make_interval(secs => $1) limit $2)
     union
     (select hotel_id, call_id from public.call_logs where report_due_at < now() - interval '5 seconds' limit $2)
     union
     (select c.hotel_id, c.call_id from storage.objects o
      join public.call_logs c on c.call_id = substring(o.name from '^provider-audio/(.+)\\.audio$')
      where o.bucket_id = 'calls' and o.name like 'provider-audio/%'
        and c.recording_path is null and not c.recording_pending and c.recording_error is null
      limit $2)`,
    [liveLimitSeconds, limit],
  );
  return rows;
}

/** Rows waiting for a recording whose job may have been lost (a flushed queue, a dead worker). */
export async function findPendingRecordings(db: Db, olderThanSeconds: number, limit: number): Promise<UnsyncedCall[]> {
  const { rows } = await db.query<UnsyncedCall>(
    `select hotel_id as "hotelId", call_id as "callId" from public.call_logs
     where recording_pending and updated_at < now() - make_interval(secs => $1) limit $2`,
    [olderThanSeconds, limit],
  );
  return rows;
}
