import type { OutboxMessage } from '../../contracts/admin.ts';
import type { Db } from '../../platform/db/pool.ts';

export interface NewMail {
  to: string;
  subject: string;
  text: string;
}

export async function insertOutboxMessage(db: Db, mail: NewMail): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into public.outbox_messages (to_address, subject, text_body) values ($1, $2, $3)
     returning outbox_message_id as id`,
    [mail.to, mail.subject, mail.text],
  );
  return rows[0]!.id;
}

export async function listOutboxMessages(db: Db, limit: number): Promise<OutboxMessage[]> {
  const { rows } = await db.query<OutboxMessage>(
    `select outbox_message_id as "outboxMessageId", to_address as "toAddress", subject, text_body as "textBody",
            sent_at as "sentAt", last_error as "lastError", created_at as "createdAt"
     from public.outbox_messages order by created_at desc limit $1`,
    [limit],
  );
  return rows;
}
