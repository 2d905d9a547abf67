import { callLogListColumns, toCallLogListItem } from '../../contracts/call-log-projection.ts';
import type { CallLogListItem } from '../../contracts/call-logs.ts';
import type { Db } from '../../platform/db/pool.ts';
import type { IngestedCallLog } from './ingested-call-log.ts';

/** Every column the job writes, its Postgres type for unnest, and where its value comes from. */
const columns: [column: string, type: string, pick: (v: IngestedCallLog) => unknown][] = [
  ['hotel_id', 'uuid', (v) => v.hotelId],
  ['call_id', 'text', (v) => v.callId],
  ['room_name', 'text', (v) => v.roomName],
  ['status', 'text', (v) => v.status],
  ['started_at', 'timestamptz', (v) => v.startedAt],
  ['ended_at', 'timestamptz', (v) => v.endedAt],
  ['duration_seconds', 'numeric', (v) => v.durationSeconds],
  ['duration_estimated', 'boolean', (v) => v.durationEstimated],
  ['transcript', 'jsonb', (v) => JSON.stringify(v.transcript)],
  ['transcript_text', 'text', (v) => v.transcriptText],
  ['turn_count', 'int', (v) => v.turnCount],
  ['transcript_path', 'text', (v) => v.transcriptPath],
  ['recording_path', 'text', (v) => v.recordingPath],
  ['transcript_size', 'bigint', (v) => v.transcriptSize],
  ['transcript_created', 'timestamptz', (v) => v.transcriptCreated],
  ['recording_size', 'bigint', (v) => v.recordingSize],
  ['recording_created', 'timestamptz', (v) => v.recordingCreated],
  ['recording_content_type', 'text', (v) => v.recordingContentType],
  ['recording_original_size', 'bigint', (v) => v.recordingOriginalSize],
  ['recording_error', 'text', (v) => v.recordingError],
  ['recording_pending', 'boolean', (v) => v.recordingPending],
  ['failure_reason', 'text', (v) => v.failureReason],
  ['provider', 'text', (v) => v.provider],
  ['caller_number', 'text', (v) => v.callerNumber],
  ['summary', 'text', (v) => v.summary],
  ['outcome', 'text', (v) => v.outcome],
  ['sentiment', 'text', (v) => v.sentiment],
  ['end_reason', 'text', (v) => v.endReason],
  ['transferred', 'boolean', (v) => v.transferred],
  ['voicemail', 'boolean', (v) => v.voicemail],
  ['structured_data', 'jsonb', (v) => (v.structuredData === null ? null : JSON.stringify(v.structuredData))],
  ['cost_amount', 'numeric', (v) => v.cost?.amount ?? null],
  ['cost_currency', 'text', (v) => v.cost?.currency ?? null],
  ['cost_unit', 'text', (v) => v.cost?.unit ?? null],
  ['cost_parts', 'jsonb', (v) => (v.cost?.parts ? JSON.stringify(v.cost.parts) : null)],
  // A text[] per row cannot go through unnest (it would flatten); it travels as a JSON array.
  ['fact_paths', 'jsonb', (v) => JSON.stringify(v.factPaths)],
  ['resolution', 'text', (v) => v.resolution],
  ['resolution_source', 'text', (v) => v.resolutionSource],
  ['sentiment_source', 'text', (v) => v.sentimentSource],
  ['topics', 'jsonb', (v) => JSON.stringify(v.topics)],
  ['topics_source', 'text', (v) => v.topicsSource],
  ['classifier_version', 'int', (v) => v.classifierVersion],
  ['follow_up_reasons', 'jsonb', (v) => JSON.stringify(v.followUpReasons)],
  ['language', 'text', (v) => v.language],
  ['language_source', 'text', (v) => v.languageSource],
  ['report_due_at', 'timestamptz', (v) => v.reportDueAt],
];
const textArrays = new Set(['fact_paths', 'topics', 'follow_up_reasons']);

const keyColumns = new Set(['hotel_id', 'call_id']);
const names = columns.map(([name]) => name);
const updated = names.filter((name) => !keyColumns.has(name) && name !== 'transcript_text');
/**
 * A recording removed by retention is never attached (or fetched) again, and the call keeps what
 * was measured from it (the transcript alone would say "60 s, estimated").
 */
const keptAfterRetention = new Set([
  'ended_at',
  'duration_seconds',
  'duration_estimated',
  'recording_path',
  'recording_size',
  'recording_created',
  'recording_content_type',
  'recording_original_size',
  'recording_error',
  'recording_pending',
]);
const selectList = columns
  .map(([name]) => (textArrays.has(name) ? `array(select jsonb_array_elements_text(v.${name}))` : `v.${name}`))
  .join(', ');

/** The value a column takes when the call's row already exists (`c`), from the batch's (`excluded`). */
function updatedValue(name: string): string {
  if (name === 'caller_number') return 'coalesce(excluded.caller_number, c.caller_number)';
  if (keptAfterRetention.has(name))
    return `case when c.recording_deleted_at is null then excluded.${name} else c.${name} end`;
  return `excluded.${name}`;
}

// The existing row is read only by the conflict's update (as `c`, found through the key's index):
// a join to it here would be planned once per connection (the statement is prepared), and a plan
// made while call_logs was small scans the whole table for every row once it has grown (issue #36).
const upsertSql = `insert into public.call_logs as c (${names.join(', ')})
     select ${selectList}
     from unnest(${columns.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ')}) as v(${names.join(', ')})
     -- An erased call stays erased, even if this job read its objects before they were deleted.
     where not exists (select 1 from public.erased_calls x where x.hotel_id = v.hotel_id and x.call_id = v.call_id)
     on conflict (hotel_id, call_id) do update set
       ${updated.map((name) => `${name} = ${updatedValue(name)}`).join(', ')},
       transcript_text = excluded.transcript_text, updated_at = now()
     where (${updated.map((name) => `c.${name}`).join(', ')})
       is distinct from (${updated.map(updatedValue).join(', ')})
     returning ${callLogListColumns('c')}, c.xmax = 0 as "insertedNow"`;

/** A call's row as written: the list's item, and whether the row is new (no earlier version). */
export interface UpsertedCall {
  item: CallLogListItem;
  inserted: boolean;
}

/**
 * Inserts or updates the calls' rows in one statement (one commit for the batch); the keys must be
 * distinct. An update that would change nothing is skipped and yields null (as does an erased call),
 * so a re-run neither bumps updated_at nor announces the call again. (transcript_text follows
 * transcript.) A row is new when it has no updating transaction (xmax 0): the insert took it.
 */
export async function upsertCallLogs(db: Db, values: IngestedCallLog[]): Promise<(UpsertedCall | null)[]> {
  const { rows } = await db.query<CallLogListItem & { insertedNow: boolean }>({
    // Prepared once per connection (the text never changes): planning this statement cost more
    // than running it for a few rows (issue #36).
    name: 'upsert-call-logs',
    text: upsertSql,
    values: columns.map(([, , pick]) => values.map(pick)),
  });
  const byKey = new Map(rows.map((row) => [`${row.hotelId}/${row.callId}`, row]));
  return values.map((v) => {
    const row = byKey.get(`${v.hotelId}/${v.callId}`);
    if (!row) return null;
    const { insertedNow, ...item } = row;
    return { item: toCallLogListItem(item), inserted: insertedNow };
  });
}
