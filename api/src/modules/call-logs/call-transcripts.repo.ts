import type { TranscriptItem } from '../../contracts/call-logs.ts';
import type { Db } from '../../platform/db/pool.ts';

export interface CallKey {
  hotelId: string;
  callId: string;
}

export async function findCallTranscript(
  db: Db,
  hotelId: string,
  callId: string,
): Promise<{ transcript: TranscriptItem[]; startedAt: Date } | null> {
  const { rows } = await db.query<{ transcript: TranscriptItem[]; startedAt: Date }>(
    `select transcript, started_at as "startedAt" from public.call_logs where hotel_id = $1 and call_id = $2`,
    [hotelId, callId],
  );
  return rows[0] ?? null;
}

export interface StoredTranscript extends CallKey {
  transcript: TranscriptItem[];
  transcriptPath: string | null;
}

/** Every hotel's calls in key order, `limit` at a time after `after` (a backfill's cursor). */
export async function transcriptsAfter(db: Db, after: CallKey | null, limit: number): Promise<StoredTranscript[]> {
  const { rows } = await db.query<StoredTranscript>(
    `select c.hotel_id as "hotelId", c.call_id as "callId", c.transcript, c.transcript_path as "transcriptPath"
     from public.call_logs c
     where ($1::uuid is null or (c.hotel_id, c.call_id) > ($1::uuid, $2::text))
     order by c.hotel_id, c.call_id limit $3`,
    [after?.hotelId ?? null, after?.callId ?? '', limit],
  );
  return rows;
}

/** The transcript and its search text, replaced (card numbers redacted). */
export async function saveRedactedTranscript(db: Db, call: CallKey, transcript: TranscriptItem[]): Promise<void> {
  await db.query(
    `update public.call_logs set transcript = $3, transcript_text = $4, updated_at = now()
     where hotel_id = $1 and call_id = $2`,
    [call.hotelId, call.callId, JSON.stringify(transcript), transcript.map((item) => item.text).join('\n')],
  );
}
