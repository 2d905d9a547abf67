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
  const { rows } = await db.query<UnsyncedCall>(
    `with objects as (
       select (regexp_match(o.name, '^hotels/([0-9a-f-]{36})/(transcripts|recordings)/([A-Za-z0-9._-]{1,200})\\.(json|ogg)$')) as m
       from storage.objects o
       where o.bucket_id = 'calls' and o.name like 'hotels/%'
     ), calls as (
       select m[1]::uuid as hotel_id, m[3] as call_id, m[2] as kind
       from objects
       where m is not null and (m[2] = 'transcripts') = (m[4] = 'json')
     )
     select distinct k.hotel_id as "hotelId", k.call_id as "callId"
     from calls k
     join public.hotels h on h.hotel_id = k.hotel_id
     where not exists (
       select 1 from public.call_logs c
       where c.hotel_id = k.hotel_id and c.call_id = k.call_id
         and (case when k.kind = 'transcripts' then c.transcript_path else c.recording_path end) is not null
     )
     limit $1`,
    [limit],
  );
  return rows;
}
