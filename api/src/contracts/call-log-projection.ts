import type { CallLogListItem } from './call-logs.ts';

/** A timestamp column as Date#toISOString writes it (UTC, milliseconds), computed by Postgres. */
export const isoTimestampSql = (column: string) =>
  `to_char(${column} at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The one SQL projection of a call_logs row (aliased `alias`) onto CallLogListItem. The api's
 * list answers and the worker's `call:upserted` events both select it, and the web merges the two
 * into one cache, so they must never differ (the pipeline test compares them).
 */
export function callLogListColumns(alias: string): string {
  const c = (column: string) => `${alias}.${column}`;
  return `${c('hotel_id')} as "hotelId", ${c('call_id')} as "callId", ${c('room_name')} as "roomName",
  ${c('status')} as status, ${isoTimestampSql(c('started_at'))} as "startedAt", ${isoTimestampSql(c('ended_at'))} as "endedAt",
  ${c('duration_seconds')} as "durationSeconds", ${c('duration_estimated')} as "durationEstimated",
  ${c('turn_count')} as "turnCount", ${c('recording_path')} is not null as "hasRecording",
  ${c('transcript_preview')} as preview, ${c('failure_reason')} as "failureReason",
  ${isoTimestampSql(c('updated_at'))} as "updatedAt"`;
}

/** Exactly the CallLogListItem fields of a row selected with callLogListColumns (and maybe more). */
export function toCallLogListItem(row: CallLogListItem): CallLogListItem {
  return {
    hotelId: row.hotelId,
    callId: row.callId,
    roomName: row.roomName,
    status: row.status,
    startedAt: row.startedAt,
    endedAt: row.endedAt,
    durationSeconds: row.durationSeconds,
    durationEstimated: row.durationEstimated,
    turnCount: row.turnCount,
    hasRecording: row.hasRecording,
    preview: row.preview,
    failureReason: row.failureReason,
    updatedAt: row.updatedAt,
  };
}
