import type { CallLogListItem } from '@hotelvoice/api/contracts';
import type { Db } from '@hotelvoice/api/platform/db/pool';
import type { CallLogValues } from './build-call-log.ts';

const listColumns = `hotel_id as "hotelId", call_id as "callId", room_name as "roomName", status,
  started_at as "startedAt", ended_at as "endedAt", duration_seconds as "durationSeconds",
  duration_estimated as "durationEstimated", turn_count as "turnCount",
  recording_path is not null as "hasRecording", left(coalesce(transcript -> 0 ->> 'text', ''), 140) as preview,
  failure_reason as "failureReason", updated_at as "updatedAt"`;

export async function hotelExists(db: Db, hotelId: string): Promise<boolean> {
  const { rowCount } = await db.query('select 1 from public.hotels where hotel_id = $1', [hotelId]);
  return rowCount === 1;
}

/**
 * Inserts or updates the call's row. An update that would change nothing is skipped and returns
 * null, so a re-run neither bumps updated_at nor announces the call again.
 */
export async function upsertCallLog(db: Db, v: CallLogValues): Promise<CallLogListItem | null> {
  const { rows } = await db.query<CallLogListItem & { startedAt: Date; endedAt: Date | null; updatedAt: Date }>(
    `insert into public.call_logs as c (hotel_id, call_id, room_name, status, started_at, ended_at, duration_seconds,
       duration_estimated, transcript, transcript_text, turn_count, transcript_path, recording_path, transcript_size,
       transcript_created, recording_size, recording_created, failure_reason)
     values ($1, $2, $3, 'ended', $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
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
     returning ${listColumns}`,
    [
      v.hotelId,
      v.callId,
      v.roomName,
      v.startedAt,
      v.endedAt,
      v.durationSeconds,
      v.durationEstimated,
      JSON.stringify(v.transcript),
      v.transcriptText,
      v.turnCount,
      v.transcriptPath,
      v.recordingPath,
      v.transcriptSize,
      v.transcriptCreated,
      v.recordingSize,
      v.recordingCreated,
      v.failureReason,
    ],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    ...row,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt ? row.endedAt.toISOString() : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}
