import type { TranscriptItem } from '../../contracts/call-logs.ts';
import { isoTimestampSql } from '../../contracts/call-log-projection.ts';
import type { Db, Pool } from '../../platform/db/pool.ts';
import { streamRows } from '../../platform/db/stream-rows.ts';

/** The hotel's calls as the data export (decision 016) counts and writes them. */

export interface CallDataSize {
  calls: number;
  bytes: number;
}

/** How many calls the hotel has and how many bytes their transcripts and recordings take. */
export async function measureCallData(db: Db, hotelId: string): Promise<CallDataSize> {
  const { rows } = await db.query<{ calls: string; bytes: string }>(
    `select count(*) as calls, coalesce(sum(coalesce(transcript_size, 0) + coalesce(recording_size, 0)), 0) as bytes
     from public.call_logs where hotel_id = $1`,
    [hotelId],
  );
  return { calls: Number(rows[0]?.calls ?? 0), bytes: Number(rows[0]?.bytes ?? 0) };
}

export interface ExportCallRow {
  callId: string;
  roomName: string;
  startedAt: string;
  endedAt: string | null;
  durationSeconds: number | null;
  status: string;
  turnCount: number;
  callerNumber: string | null;
  transcript: TranscriptItem[];
  transcriptPath: string | null;
  recordingPath: string | null;
}

/**
 * The hotel's calls in call-id order through a cursor: with transcripts one row at a time, so memory
 * holds one transcript however large; without, many rows a read (they are light).
 */
export function streamCallsForDataExport(
  pool: Pool,
  hotelId: string,
  withTranscripts: boolean,
): AsyncGenerator<ExportCallRow> {
  return streamRows<ExportCallRow>(
    pool,
    `select call_id as "callId", room_name as "roomName", ${isoTimestampSql('started_at')} as "startedAt",
            ${isoTimestampSql('ended_at')} as "endedAt", duration_seconds::float8 as "durationSeconds", status,
            turn_count as "turnCount", caller_number as "callerNumber",
            ${withTranscripts ? 'transcript' : `'[]'::jsonb as transcript`},
            transcript_path as "transcriptPath", recording_path as "recordingPath"
     from public.call_logs where hotel_id = $1 order by call_id`,
    [hotelId],
    withTranscripts ? 1 : 1000,
  );
}
