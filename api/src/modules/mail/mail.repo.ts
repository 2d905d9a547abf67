import type { OutboxMessage } from '../../contracts/admin.ts';
import type { Db } from '../../platform/db/pool.ts';

export { insertOutboxMessage, type NewMail } from './outbox.ts';

export async function listOutboxMessages(db: Db, limit: number): Promise<OutboxMessage[]> {
  const { rows } = await db.query<OutboxMessage>(
    `select outbox_message_id as "outboxMessageId", to_address as "toAddress", subject, text_body as "textBody",
            sent_at as "sentAt", last_error as "lastError", created_at as "createdAt"
     from public.outbox_messages order by created_at desc limit $1`,
    [limit],
  );
  return rows;
}
