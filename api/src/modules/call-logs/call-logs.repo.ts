import { callLogListColumns, isoTimestampSql as iso } from '../../contracts/call-log-projection.ts';
import type { CallLogListItem, TranscriptItem } from '../../contracts/call-logs.ts';
import type { Db } from '../../platform/db/pool.ts';
import type { CursorKey } from './cursor.ts';

export interface ListRow extends CallLogListItem {
  sortMicros: string;
}

export interface ListFilter {
  hotelId: string;
  limit: number;
  after: CursorKey | null;
  q: string | null;
  from: Date | null;
  to: Date | null;
}

const listColumns = callLogListColumns('c');

const micros = (column: string) => `(extract(epoch from ${column}) * 1000000)::bigint::text`;
const fromMicros = (param: string) => `(timestamptz 'epoch' + ${param}::bigint * interval '1 microsecond')`;

/** Newest first by (started_at, call_id), keyset after the cursor; served by call_logs_hotel_started_idx. */
export async function listCallLogs(db: Db, f: ListFilter, withTranscript = false) {
  const params: unknown[] = [f.hotelId, f.limit];
  const where = ['c.hotel_id = $1'];
  const add = (value: unknown) => `$${params.push(value)}`;
  if (f.after) where.push(`(c.started_at, c.call_id) < (${fromMicros(add(f.after.micros))}, ${add(f.after.callId)})`);
  if (f.q) where.push(`c.search_vector @@ websearch_to_tsquery('simple', ${add(f.q)})`);
  if (f.from) where.push(`c.started_at >= ${add(f.from)}`);
  if (f.to) where.push(`c.started_at < ${add(f.to)}`);
  const { rows } = await db.query<ListRow & { transcript?: TranscriptItem[] }>(
    `select ${listColumns}, ${micros('c.started_at')} as "sortMicros"${withTranscript ? ', c.transcript' : ''}
     from public.call_logs c
     where ${where.join(' and ')}
     order by c.started_at desc, c.call_id desc
     limit $2`,
    params,
  );
  return rows;
}

/** Calls changed after `since` (or after the cursor), oldest change first: the reconnect catch-up. */
export async function listChangedCallLogs(
  db: Db,
  hotelId: string,
  since: Date,
  after: CursorKey | null,
  limit: number,
): Promise<ListRow[]> {
  const params: unknown[] = [hotelId, limit];
  const condition = after
    ? `(c.updated_at, c.call_id) > (${fromMicros(`$${params.push(after.micros)}`)}, $${params.push(after.callId)})`
    : `c.updated_at > $${params.push(since)}`;
  const { rows } = await db.query<ListRow>(
    `select ${listColumns}, ${micros('c.updated_at')} as "sortMicros"
     from public.call_logs c
     where c.hotel_id = $1 and ${condition}
     order by c.updated_at, c.call_id
     limit $2`,
    params,
  );
  return rows;
}

export interface DetailRow extends CallLogListItem {
  transcript: TranscriptItem[];
  recordingPath: string | null;
  transcriptSize: number | null;
  transcriptCreated: string | null;
  recordingSize: number | null;
  recordingCreated: string | null;
}

export async function findCallLog(db: Db, hotelId: string, callId: string): Promise<DetailRow | null> {
  const { rows } = await db.query<DetailRow>(
    `select ${listColumns}, c.transcript, c.recording_path as "recordingPath", c.transcript_size as "transcriptSize",
            ${iso('c.transcript_created')} as "transcriptCreated", c.recording_size as "recordingSize",
            ${iso('c.recording_created')} as "recordingCreated"
     from public.call_logs c where c.hotel_id = $1 and c.call_id = $2`,
    [hotelId, callId],
  );
  return rows[0] ?? null;
}
