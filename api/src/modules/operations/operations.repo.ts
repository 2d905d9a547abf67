import type { OpsAlert } from '../../contracts/operations.ts';
import type { Db } from '../../platform/db/pool.ts';

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
