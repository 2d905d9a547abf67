import type { Db } from '@hotelvoice/api/platform/db/pool';

export interface OutboxRow {
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  headers: Record<string, string>;
  sentAt: Date | null;
}

export async function findOutboxMessage(db: Db, outboxMessageId: string): Promise<OutboxRow | null> {
  const { rows } = await db.query<OutboxRow>(
    `select to_address as "toAddress", subject, text_body as "textBody", html_body as "htmlBody", headers,
       sent_at as "sentAt"
     from public.outbox_messages where outbox_message_id = $1`,
    [outboxMessageId],
  );
  return rows[0] ?? null;
}

export async function markSent(db: Db, outboxMessageId: string): Promise<void> {
  await db.query('update public.outbox_messages set sent_at = now(), last_error = null where outbox_message_id = $1', [
    outboxMessageId,
  ]);
}

export async function recordError(db: Db, outboxMessageId: string, message: string): Promise<void> {
  await db.query('update public.outbox_messages set last_error = $2 where outbox_message_id = $1', [
    outboxMessageId,
    message.slice(0, 1000),
  ]);
}

/** Unsent messages of the last week whose job may have been lost (a flushed Redis). */
export async function findUnsentMessageIds(db: Db, limit: number): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `select outbox_message_id as id from public.outbox_messages
     where sent_at is null and created_at > now() - interval '7 days' and created_at < now() - interval '1 minute'
     order by created_at limit $1`,
    [limit],
  );
  return rows.map((r) => r.id);
}
