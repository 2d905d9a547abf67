import { callLogListColumns, toCallLogListItem, type CallLogListItem } from '@hotelvoice/api/contracts';
import type { Db } from '@hotelvoice/api/platform/db/pool';
import type { CallLogValues } from './build-call-log.ts';

/**
 * Inserts or updates the calls' rows in one statement (one commit for the batch); the keys must be
 * distinct. An update that would change nothing is skipped and yields null, so a re-run neither
 * bumps updated_at nor announces the call again.
 */
export async function upsertCallLogs(db: Db, values: CallLogValues[]): Promise<(CallLogListItem | null)[]> {
  const column = <T>(pick: (v: CallLogValues) => T) => values.map(pick);
  const { rows } = await db.query<CallLogListItem>(
    `insert into public.call_logs as c (hotel_id, call_id, room_name, status, started_at, ended_at, duration_seconds,
       duration_estimated, transcript, transcript_text, turn_count, transcript_path, recording_path, transcript_size,
       transcript_created, recording_size, recording_created, failure_reason)
     select hotel_id, call_id, room_name, 'ended', started_at, ended_at, duration_seconds, duration_estimated,
            transcript, transcript_text, turn_count, transcript_path, recording_path, transcript_size,
            transcript_created, recording_size, recording_created, failure_reason
     from unnest($1::uuid[], $2::text[], $3::text[], $4::timestamptz[], $5::timestamptz[], $6::numeric[],
                 $7::boolean[], $8::jsonb[], $9::text[], $10::int[], $11::text[], $12::text[], $13::bigint[],
                 $14::timestamptz[], $15::bigint[], $16::timestamptz[], $17::text[])
          as v(hotel_id, call_id, room_name, started_at, ended_at, duration_seconds, duration_estimated, transcript,
               transcript_text, turn_count, transcript_path, recording_path, transcript_size, transcript_created,
               recording_size, recording_created, failure_reason)
     on conflict (hotel_id, call_id) do update set
       room_name = excluded.room_name, started_at = excluded.started_at, ended_at = excluded.ended_at,
       duration_seconds = excluded.duration_seconds, duration_estimated = excluded.duration_estimated,
       transcript = excluded.transcript, transcript_text = excluded.transcript_text, turn_count = excluded.turn_count,
       transcript_path = excluded.transcript_path, recording_path = excluded.recording_path,
       transcript_size = excluded.transcript_size, transcript_created = excluded.transcript_created,
       recording_size = excluded.recording_size, recording_created = excluded.recording_created,
       failure_reason = excluded.failure_reason, updated_at = now()
     where (c.room_name, c.started_at, c.ended_at, c.duration_seconds, c.duration_estimated, c.transcript,
            c.transcript_path, c.recording_path, c.transcript_size, c.transcript_created, c.recording_size,
            c.recording_created, c.failure_reason)
       is distinct from
           (excluded.room_name, excluded.started_at, excluded.ended_at, excluded.duration_seconds,
            excluded.duration_estimated, excluded.transcript, excluded.transcript_path, excluded.recording_path,
            excluded.transcript_size, excluded.transcript_created, excluded.recording_size,
            excluded.recording_created, excluded.failure_reason)
     returning ${callLogListColumns('c')}`,
    [
      column((v) => v.hotelId),
      column((v) => v.callId),
      column((v) => v.roomName),
      column((v) => v.startedAt),
      column((v) => v.endedAt),
      column((v) => v.durationSeconds),
      column((v) => v.durationEstimated),
      column((v) => JSON.stringify(v.transcript)),
      column((v) => v.transcriptText),
      column((v) => v.turnCount),
      column((v) => v.transcriptPath),
      column((v) => v.recordingPath),
      column((v) => v.transcriptSize),
      column((v) => v.transcriptCreated),
      column((v) => v.recordingSize),
      column((v) => v.recordingCreated),
      column((v) => v.failureReason),
    ],
  );
  const byKey = new Map(rows.map((row) => [`${row.hotelId}/${row.callId}`, row]));
  return values.map((v) => {
    const row = byKey.get(`${v.hotelId}/${v.callId}`);
    return row ? toCallLogListItem(row) : null;
  });
}
