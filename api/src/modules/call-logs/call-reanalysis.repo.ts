import type { TranscriptItem } from '../../contracts/call-logs.ts';
import type { CallOutcome, CallSentiment, CallStatus } from '../../contracts/call-vocabulary.ts';
import type { Db } from '../../platform/db/pool.ts';
import type { CallAnalysis } from './ingested-call-log.ts';

export interface StaleCall {
  hotelId: string;
  callId: string;
  status: CallStatus;
  transcript: TranscriptItem[];
  outcome: CallOutcome | null;
  /** The platform's sentiment, if the row holds one (not one we derived). */
  providerSentiment: CallSentiment | null;
  transferred: boolean | null;
  voicemail: boolean | null;
  /** The platform's detected language, if the row holds one (not one we detected). */
  providerLanguage: string | null;
}

/** Ended calls analysed by another classifier version (or never), in key order after `after`. */
export async function staleCalls(
  db: Db,
  version: number,
  after: { hotelId: string; callId: string } | null,
  limit: number,
): Promise<StaleCall[]> {
  const { rows } = await db.query<StaleCall>(
    `select hotel_id as "hotelId", call_id as "callId", status, transcript, outcome,
            case when sentiment_source = 'provider' or (sentiment_source is null and sentiment <> 'unknown')
                 then sentiment end as "providerSentiment",
            transferred, voicemail,
            case when language_source = 'provider' then language end as "providerLanguage"
     from public.call_logs
     where classifier_version is distinct from $1 and status <> 'in_progress' and report_due_at is null
       and ($2::uuid is null or (hotel_id, call_id) > ($2::uuid, $3::text))
     order by hotel_id, call_id
     limit $4`,
    [version, after?.hotelId ?? null, after?.callId ?? null, limit],
  );
  return rows;
}

export async function anyStaleCall(db: Db, version: number): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>(
    `select exists (select 1 from public.call_logs where classifier_version is distinct from $1 and status <> 'in_progress' and report_due_at is null) as found`,
    [version],
  );
  return rows[0]!.found;
}

export async function countStaleCalls(db: Db, version: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from public.call_logs where classifier_version is distinct from $1 and status <> 'in_progress' and report_due_at is null`,
    [version],
  );
  return rows[0]!.n;
}

/**
 * Writes the new analysis of each call unless ingest got there first (it writes the same version);
 * the rollup triggers move the counts in the same statement.
 */
export async function saveAnalyses(
  db: Db,
  version: number,
  calls: { hotelId: string; callId: string; analysis: CallAnalysis }[],
): Promise<number> {
  if (calls.length === 0) return 0;
  const { rowCount } = await db.query(
    `update public.call_logs c set
       resolution = v.resolution, resolution_source = v.resolution_source, sentiment = v.sentiment,
       sentiment_source = v.sentiment_source, topics = array(select jsonb_array_elements_text(v.topics)),
       topics_source = v.topics_source, classifier_version = $1,
       follow_up_reasons = array(select jsonb_array_elements_text(v.follow_up_reasons)),
       language = v.language, language_source = v.language_source, updated_at = now()
     from unnest($2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::jsonb[], $9::text[], $10::jsonb[],
                 $11::text[], $12::text[])
       as v(hotel_id, call_id, resolution, resolution_source, sentiment, sentiment_source, topics, topics_source, follow_up_reasons,
            language, language_source)
     where c.hotel_id = v.hotel_id and c.call_id = v.call_id and c.classifier_version is distinct from $1
       and c.status <> 'in_progress' and c.report_due_at is null`,
    [
      version,
      calls.map((c) => c.hotelId),
      calls.map((c) => c.callId),
      calls.map((c) => c.analysis.resolution),
      calls.map((c) => c.analysis.resolutionSource),
      calls.map((c) => c.analysis.sentiment),
      calls.map((c) => c.analysis.sentimentSource),
      calls.map((c) => JSON.stringify(c.analysis.topics)),
      calls.map((c) => c.analysis.topicsSource),
      calls.map((c) => JSON.stringify(c.analysis.followUpReasons)),
      calls.map((c) => c.analysis.language),
      calls.map((c) => c.analysis.languageSource),
    ],
  );
  return rowCount ?? 0;
}
