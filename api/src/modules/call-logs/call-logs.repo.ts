import type { CallOutcome, CallResolution, CallSentiment, CallTopic } from '../../contracts/call-facts.ts';
import { callLogListColumns, isoTimestampSql as iso } from '../../contracts/call-log-projection.ts';
import type { CallCostReport, CallLogListItem, TranscriptItem } from '../../contracts/call-logs.ts';
import { codePatternOf, knownCodePattern, type EndReasonKind } from '../../contracts/end-reasons.ts';
import type { Db, Pool } from '../../platform/db/pool.ts';
import { streamRows } from '../../platform/db/stream-rows.ts';
import type { CursorKey } from './cursor.ts';

export interface ListRow extends CallLogListItem {
  sortMicros: string;
  /** With a search: the first best-matching turn and its words around the match, marked. */
  snippetTurn?: number | null;
  snippetText?: string | null;
}

/** Characters no caller types (Unicode private use): ts_headline marks matches with them. */
export const matchStart = '\uE000';
export const matchEnd = '\uE001';
const marks = `StartSel=${matchStart}, StopSel=${matchEnd}`;
/** A short turn is shown whole; a long one as the words around its best match, cut marked with '…'. */
const shortTurnChars = 140;
const headline = (text: string, query: string) => `case when length(${text}) <= ${shortTurnChars}
         then ts_headline('simple', ${text}, ${query}, '${marks}, HighlightAll=true')
         else '… ' || ts_headline('simple', ${text}, ${query}, '${marks}, MaxWords=16, MinWords=6, ShortWord=0, MaxFragments=1') || ' …'
       end`;

/**
 * The text a snippet is taken from is the text the search index reads (decision 013): the first
 * 256 KiB of the transcript's text, so a search costs the same however long its calls are.
 */
export const searchedChars = 262144;

/**
 * The turns within the searched text, each cut where that text ends, with their words parsed once
 * (offset 0 keeps the planner from parsing them again for each use).
 */
const searchedTurns = `select b.turn, b.text, to_tsvector('simple', b.text) as words
       from (
         select (t.ord - 1)::int as turn, left(t.text, (${searchedChars} - t.start)::int) as text
         from (
           select e.ord, e.item ->> 'text' as text,
                  coalesce(sum(length(e.item ->> 'text') + 1) over (order by e.ord
                    rows between unbounded preceding and 1 preceding), 0) as start
           from jsonb_array_elements(c.transcript) with ordinality e(item, ord)
         ) t
         where t.start < ${searchedChars}
       ) b
       offset 0`;

/**
 * The turn the owner should see for a search: one holding every word if there is one, else the one
 * holding most, earliest first. Reads the transcripts of the page's rows only.
 */
const snippetJoin = (query: string) => `left join lateral (
       select h.turn, ${headline('h.text', query)} as headline
       from (${searchedTurns}) h
       where ts_rank(h.words, ${query}) > 0
       order by h.words @@ ${query} desc, ts_rank(h.words, ${query}) desc, h.turn
       limit 1
     ) s on true`;

export interface ListFilter {
  hotelId: string;
  limit: number;
  after: CursorKey | null;
  q: string | null;
  from: Date | null;
  to: Date | null;
  outcome: CallOutcome | null;
  sentiment: CallSentiment | null;
  resolution?: CallResolution | null;
  topic?: CallTopic | null;
  /** Weekday (1 Monday) and hour on the clock of `timeZone`. */
  weekday?: number | null;
  hour?: number | null;
  timeZone?: string;
  followUpOpen?: boolean;
  language?: string | null;
  endReason?: EndReasonKind | null;
  /** The caller's thread key (public.caller_e164), resolved on the server from a call id. */
  callerE164?: string | null;
}

const listColumns = callLogListColumns('c');

const micros = (column: string) => `(extract(epoch from ${column}) * 1000000)::bigint::text`;
const fromMicros = (param: string) => `(timestamptz 'epoch' + ${param}::bigint * interval '1 microsecond')`;

/** Newest first by (started_at, call_id), keyset after the cursor; served by call_logs_hotel_started_idx. */
export async function listCallLogs(db: Db, f: ListFilter): Promise<ListRow[]> {
  const { text, values } = callLogsQuery(f, 'page');
  return (await db.query<ListRow>(text, values)).rows;
}

export type ExportRow = ListRow & { transcript: TranscriptItem[] };

/**
 * Every call of the filter with its transcript, newest first, through a cursor: one row in memory
 * at a time whatever the transcripts weigh.
 */
export function streamCallLogsForExport(pool: Pool, f: Omit<ListFilter, 'limit' | 'after'>): AsyncGenerator<ExportRow> {
  const { text, values } = callLogsQuery({ ...f, limit: null, after: null }, 'export');
  return streamRows<ExportRow>(pool, text, values);
}

/** A page (with each row's search snippet) or the export's rows (with the transcript, no limit). */
function callLogsQuery(f: Omit<ListFilter, 'limit'> & { limit: number | null }, shape: 'page' | 'export') {
  const params: unknown[] = [f.hotelId];
  const where = ['c.hotel_id = $1'];
  const add = (value: unknown) => `$${params.push(value)}`;
  if (f.after) where.push(`(c.started_at, c.call_id) < (${fromMicros(add(f.after.micros))}, ${add(f.after.callId)})`);
  const query = f.q ? `websearch_to_tsquery('simple', ${add(f.q)})` : null;
  if (query) where.push(`c.search_vector @@ ${query}`);
  if (f.from) where.push(`c.started_at >= ${add(f.from)}`);
  if (f.to) where.push(`c.started_at < ${add(f.to)}`);
  if (f.outcome) where.push(`c.outcome = ${add(f.outcome)}`);
  if (f.sentiment) where.push(`c.sentiment = ${add(f.sentiment)}`);
  if (f.resolution) where.push(`c.resolution = ${add(f.resolution)}`);
  if (f.topic) where.push(`c.topics @> array[${add(f.topic)}::text]`);
  if (f.weekday != null || f.hour != null) {
    const local = `(c.started_at at time zone ${add(f.timeZone ?? 'UTC')}::text)`;
    if (f.weekday != null) where.push(`extract(isodow from ${local}) = ${add(f.weekday)}`);
    if (f.hour != null) where.push(`extract(hour from ${local}) = ${add(f.hour)}`);
  }
  if (f.language) where.push(`c.language = ${add(f.language)}`);
  // Spelled as call_logs_hotel_caller_thread_idx is, so a thread is one index range.
  if (f.callerE164) {
    where.push(`c.caller_number is not null and public.caller_e164(c.caller_number) = ${add(f.callerE164)}`);
  }
  if (f.endReason) {
    const pattern = codePatternOf(f.endReason);
    where.push(
      pattern
        ? `c.end_reason ~* ${add(pattern)}`
        : `c.end_reason is not null and c.end_reason !~* ${add(knownCodePattern())}`,
    );
  }
  if (f.followUpOpen) {
    where.push(`c.follow_up_reasons <> '{}' and not exists (select 1 from public.call_follow_ups_handled x
      where x.hotel_id = c.hotel_id and x.call_id = c.call_id)`);
  }
  const snippet = query && shape === 'page';
  const text = `select ${listColumns}, ${micros('c.started_at')} as "sortMicros"${shape === 'export' ? ', c.transcript' : ''}
            ${snippet ? ', s.turn as "snippetTurn", s.headline as "snippetText"' : ''}
     from public.call_logs c
     ${snippet ? snippetJoin(query) : ''}
     where ${where.join(' and ')}
     order by c.started_at desc, c.call_id desc
     ${f.limit === null ? '' : `limit ${add(f.limit)}`}`;
  return { text, values: params };
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

/** The languages of the hotel's calls, most calls first (served by call_logs_hotel_language_idx). */
export async function listCallLanguages(db: Db, hotelId: string): Promise<{ language: string; calls: number }[]> {
  const { rows } = await db.query<{ language: string; calls: number }>(
    `select language, count(*)::int as calls from public.call_logs
     where hotel_id = $1 and language is not null
     group by language order by calls desc, language`,
    [hotelId],
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
  recordingContentType: string | null;
  recordingOriginalSize: number | null;
  structuredData: Record<string, unknown> | null;
  recordingDeletedAfterDays: number | null;
  cost: CallCostReport | null;
}

export async function findCallLog(db: Db, hotelId: string, callId: string): Promise<DetailRow | null> {
  const { rows } = await db.query<DetailRow>(
    `select ${listColumns}, c.transcript, c.recording_path as "recordingPath", c.transcript_size as "transcriptSize",
            ${iso('c.transcript_created')} as "transcriptCreated", c.recording_size as "recordingSize",
            ${iso('c.recording_created')} as "recordingCreated", c.recording_content_type as "recordingContentType",
            c.recording_original_size::float8 as "recordingOriginalSize", c.structured_data as "structuredData",
            c.recording_deleted_after_days as "recordingDeletedAfterDays",
            case when c.cost_amount is null then null else jsonb_build_object(
              'amount', c.cost_amount::float8, 'currency', c.cost_currency, 'unit', c.cost_unit,
              'parts', coalesce(c.cost_parts, '[]'::jsonb)) end as cost
     from public.call_logs c where c.hotel_id = $1 and c.call_id = $2`,
    [hotelId, callId],
  );
  return rows[0] ?? null;
}
