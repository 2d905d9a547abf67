import type { TranscriptItem } from '../../contracts/call-logs.ts';
import { isoTimestampSql } from '../../contracts/call-log-projection.ts';
import type { Db, Pool } from '../../platform/db/pool.ts';
import { streamRows } from '../../platform/db/stream-rows.ts';

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
export function streamExportCalls(
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

export async function exportReviews(db: Db, hotelId: string) {
  const { rows } = await db.query<{ rating: number; feedback: string; createdAt: string }>(
    `select rating, feedback, ${isoTimestampSql('created_at')} as "createdAt"
     from public.reviews where hotel_id = $1 order by created_at`,
    [hotelId],
  );
  return rows;
}

export async function exportKnowledgeFiles(db: Db, hotelId: string) {
  const { rows } = await db.query<{ fileName: string; storagePath: string }>(
    `select file_name as "fileName", storage_path as "storagePath"
     from public.knowledge_files where hotel_id = $1 order by created_at`,
    [hotelId],
  );
  return rows;
}
