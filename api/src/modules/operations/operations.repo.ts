import type { OpsAlert, OpsLatency } from '../../contracts/operations.ts';
import type { Db } from '../../platform/db/pool.ts';

export interface HotelCallRow {
  hotelId: string;
  name: string;
  timezone: string;
  lastCallAt: Date | null;
  callsLast24h: number;
  callsBefore: number;
  historyDays: number;
  usualGapMinutes: number | null;
  failuresLast24h: number;
}

/** Per hotel: last call, calls in the last 24 h, the 28 days before, and the usual daytime gap. */
export async function hotelCallRows(db: Db): Promise<HotelCallRow[]> {
  const { rows } = await db.query<HotelCallRow>(
    `with recent as (
       select c.hotel_id, c.started_at, lag(c.started_at) over (partition by c.hotel_id order by c.started_at) as prev
       from public.call_logs c where c.started_at > now() - interval '29 days'
     ), gaps as (
       -- Gaps within one local day, between daytime calls: the night's silence is not a gap.
       select r.hotel_id, extract(epoch from r.started_at - r.prev) / 60 as minutes
       from recent r join public.hotels h using (hotel_id)
       where r.prev is not null
         and (r.started_at at time zone h.timezone)::date = (r.prev at time zone h.timezone)::date
         and extract(hour from r.prev at time zone h.timezone) between 7 and 22
     )
     select h.hotel_id as "hotelId", h.name, h.timezone,
       (select max(c.started_at) from public.call_logs c where c.hotel_id = h.hotel_id) as "lastCallAt",
       (select count(*)::int from public.call_logs c where c.hotel_id = h.hotel_id and c.started_at > now() - interval '24 hours') as "callsLast24h",
       (select count(*)::int from public.call_logs c where c.hotel_id = h.hotel_id
          and c.started_at > now() - interval '29 days' and c.started_at <= now() - interval '24 hours') as "callsBefore",
       least(28, greatest(0, extract(epoch from (now() - interval '24 hours') -
          (select min(c.started_at) from public.call_logs c where c.hotel_id = h.hotel_id and c.started_at > now() - interval '29 days')) / 86400))::float8 as "historyDays",
       (select case when count(*) >= 4 then percentile_cont(0.9) within group (order by g.minutes) end
          from gaps g where g.hotel_id = h.hotel_id)::float8 as "usualGapMinutes",
       (select count(*)::int from public.call_logs c where c.hotel_id = h.hotel_id
          and c.failure_reason is not null and c.updated_at > now() - interval '24 hours') as "failuresLast24h"
     from public.hotels h order by h.name, h.hotel_id`,
  );
  return rows;
}

/** Failure reasons of call rows in the last 24 hours, per hotel. */
export async function callFailureReasons(db: Db): Promise<{ hotelId: string; reason: string; count: number }[]> {
  const { rows } = await db.query<{ hotelId: string; reason: string; count: number }>(
    `select hotel_id as "hotelId", left(failure_reason, 200) as reason, count(*)::int as count from public.call_logs
     where failure_reason is not null and updated_at > now() - interval '24 hours'
     group by 1, 2 order by count desc`,
  );
  return rows;
}

/** Failures of one hotel within the last hour (call rows), for the alert. */
export async function failuresLastHour(db: Db): Promise<Map<string, number>> {
  const { rows } = await db.query<{ hotelId: string; n: number }>(
    `select hotel_id as "hotelId", count(*)::int as n from public.call_logs
     where failure_reason is not null and updated_at > now() - interval '1 hour' group by 1`,
  );
  return new Map(rows.map((r) => [r.hotelId, r.n]));
}

const latencyOf = (expression: string, where: string, window: string) => `
  select count(*)::int as samples,
    percentile_cont(0.5) within group (order by s)::float8 as "p50Seconds",
    percentile_cont(0.95) within group (order by s)::float8 as "p95Seconds",
    max(s)::float8 as "maxSeconds"
  from (select greatest(0, extract(epoch from ${expression})) as s from public.call_logs
        where ${where} and created_at > now() - interval '${window}') x`;

/** Transcript stored → call row written: how far the storage feed runs behind. */
export async function feedLag(db: Db, window = '1 hour'): Promise<OpsLatency> {
  const { rows } = await db.query<OpsLatency>(
    latencyOf('created_at - transcript_created', 'transcript_created is not null', window),
  );
  return rows[0]!;
}

/** Last object of a call stored → its row's last update, after which the worker sends the live event. */
export async function liveEventLatency(db: Db): Promise<OpsLatency> {
  const { rows } = await db.query<OpsLatency>(
    latencyOf(
      'updated_at - greatest(transcript_created, coalesce(recording_created, transcript_created))',
      'transcript_created is not null',
      '1 hour',
    ),
  );
  return rows[0]!;
}

export async function troubledKnowledgeFiles(db: Db) {
  const { rows } = await db.query<{
    knowledgeFileId: string;
    fileName: string;
    hotelId: string | null;
    status: string;
    failureReason: string | null;
    updatedAt: string;
  }>(
    `select knowledge_file_id as "knowledgeFileId", file_name as "fileName", hotel_id as "hotelId", status,
            failure_reason as "failureReason", to_char(updated_at at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "updatedAt"
     from public.knowledge_files
     where (status = 'failed' and updated_at > now() - interval '7 days')
        or (status in ('queued', 'processing') and updated_at < now() - interval '10 minutes')
     order by updated_at desc limit 100`,
  );
  return rows;
}

export async function outboxBacklog(db: Db): Promise<{ unsent: number; oldestUnsentAt: string | null }> {
  const { rows } = await db.query<{ unsent: number; oldestUnsentAt: Date | null }>(
    `select count(*)::int as unsent, min(created_at) as "oldestUnsentAt" from public.outbox_messages where sent_at is null`,
  );
  return { unsent: rows[0]!.unsent, oldestUnsentAt: rows[0]!.oldestUnsentAt?.toISOString() ?? null };
}

const alertColumns = `ops_alert_id as "opsAlertId", kind, subject, hotel_id as "hotelId", message,
  to_char(opened_at at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "openedAt",
  to_char(resolved_at at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "resolvedAt"`;

/** Open alerts first, then the last week's resolved ones. */
export async function recentAlerts(db: Db): Promise<OpsAlert[]> {
  const { rows } = await db.query<OpsAlert>(
    `select ${alertColumns} from public.ops_alerts
     where resolved_at is null or resolved_at > now() - interval '7 days'
     order by resolved_at is null desc, opened_at desc limit 100`,
  );
  return rows;
}

/** Opens the alert unless one of its kind and subject is open: answers it only when newly opened. */
export async function openAlert(
  db: Db,
  alert: { kind: OpsAlert['kind']; subject: string; hotelId: string | null; message: string },
): Promise<OpsAlert | null> {
  const { rows } = await db.query<OpsAlert>(
    `insert into public.ops_alerts (kind, subject, hotel_id, message) values ($1, $2, $3, $4)
     on conflict (kind, subject) where resolved_at is null do nothing
     returning ${alertColumns}`,
    [alert.kind, alert.subject, alert.hotelId, alert.message],
  );
  return rows[0] ?? null;
}

/** Resolves the open alerts of `kind` whose subject is not among those still failing. */
export async function resolveAlertsExcept(db: Db, kind: OpsAlert['kind'], stillOpen: string[]): Promise<number> {
  const { rowCount } = await db.query(
    `update public.ops_alerts set resolved_at = now()
     where kind = $1 and resolved_at is null and not (subject = any($2::text[]))`,
    [kind, stillOpen],
  );
  return rowCount ?? 0;
}

/** Where admin alerts are e-mailed: every active admin account. */
export async function adminEmails(db: Db): Promise<string[]> {
  const { rows } = await db.query<{ email: string }>(
    `select u.email from public.users u join auth.users a on a.id = u.user_id
     where (a.raw_app_meta_data ->> 'admin')::boolean is true and u.deactivated_at is null order by u.email`,
  );
  return rows.map((r) => r.email);
}
