import { callLogListColumns, toCallLogListItem } from '../../contracts/call-log-projection.ts';
import type { CallLogListItem } from '../../contracts/call-logs.ts';
import type { Db } from '../../platform/db/pool.ts';

/** The oldest calls past the retention that still have a recording (index: hotel, started_at). */
export async function recordingsDue(db: Db, hotelId: string, days: number, limit: number) {
  const { rows } = await db.query<{ callId: string; recordingPath: string }>(
    `select call_id as "callId", recording_path as "recordingPath" from public.call_logs
     where hotel_id = $1 and started_at < now() - make_interval(days => $2) and recording_path is not null
     order by started_at limit $3`,
    [hotelId, days, limit],
  );
  return rows;
}

/**
 * Step one: the rows say the recording is going. From here on, a re-ingest keeps the measured
 * duration and never attaches the recording again (see upsertCallLogs).
 */
export async function markRecordingsDeleted(db: Db, hotelId: string, callIds: string[], days: number): Promise<void> {
  await db.query(
    `update public.call_logs set recording_deleted_at = coalesce(recording_deleted_at, now()),
       recording_deleted_after_days = coalesce(recording_deleted_after_days, $3)
     where hotel_id = $1 and call_id = any($2::text[])`,
    [hotelId, callIds, days],
  );
}

/** Step three, once the objects are gone: the rows stop pointing at them; live pages are told. */
export async function detachRecordings(db: Db, hotelId: string, callIds: string[]): Promise<CallLogListItem[]> {
  const { rows } = await db.query<CallLogListItem>(
    `update public.call_logs c set recording_path = null, updated_at = now()
     where c.hotel_id = $1 and c.call_id = any($2::text[]) and c.recording_path is not null
     returning ${callLogListColumns('c')}`,
    [hotelId, callIds],
  );
  return rows.map(toCallLogListItem);
}

export async function callsPastRetention(db: Db, hotelId: string, days: number, limit: number): Promise<string[]> {
  const { rows } = await db.query<{ callId: string }>(
    `select call_id as "callId" from public.call_logs
     where hotel_id = $1 and started_at < now() - make_interval(days => $2)
     order by started_at limit $3`,
    [hotelId, days, limit],
  );
  return rows.map((row) => row.callId);
}
