import type { CallLogListItem } from './call-logs.ts';
import { callBookingMarkSql } from './booking-projection.ts';

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
  ${c('provider')} as provider, ${maskedNumberSql(c('caller_number'))} as "callerNumber",
  ${c('summary')} as summary, ${c('outcome')} as outcome, ${c('sentiment')} as sentiment,
  ${c('end_reason')} as "endReason", ${c('transferred')} as transferred, ${c('voicemail')} as voicemail,
  ${c('recording_pending')} as "recordingPending", ${c('recording_error')} as "recordingError",
  ${c('resolution')} as resolution, ${c('resolution_source')} as "resolutionSource",
  ${c('sentiment_source')} as "sentimentSource", ${c('topics')} as topics, ${c('topics_source')} as "topicsSource",
  ${c('follow_up_reasons')} as "followUpReasons", ${c('language')} as language, ${c('language_source')} as "languageSource",
  ${c('report_due_at')} is not null as "awaitingReport", ${isoTimestampSql(c('updated_at'))} as "updatedAt",
  ${callBookingMarkSql(alias)} as booking`;
}

/**
 * Owners see a caller's number only by its last 4 digits (issue #12); the full number stays in the
 * row for erasure by number. Masked in SQL so no answer or event can carry it whole.
 */
export function maskedNumberSql(column: string): string {
  return `case when ${column} is null then null
    else '•••• ' || right(regexp_replace(${column}, '[^0-9]', '', 'g'), 4) end`;
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
    provider: row.provider,
    callerNumber: row.callerNumber,
    summary: row.summary,
    outcome: row.outcome,
    sentiment: row.sentiment,
    endReason: row.endReason,
    transferred: row.transferred,
    voicemail: row.voicemail,
    recordingPending: row.recordingPending,
    recordingError: row.recordingError,
    resolution: row.resolution,
    resolutionSource: row.resolutionSource,
    sentimentSource: row.sentimentSource,
    topics: row.topics,
    topicsSource: row.topicsSource,
    followUpReasons: row.followUpReasons,
    language: row.language,
    languageSource: row.languageSource,
    awaitingReport: row.awaitingReport,
    updatedAt: row.updatedAt,
    booking: row.booking,
  };
}
