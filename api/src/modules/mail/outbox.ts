import type { Db } from '../../platform/db/pool.ts';

export interface NewMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (List-Unsubscribe); names as sent. */
  headers?: Record<string, string>;
}

/** Writes a product e-mail to the outbox (in the caller's transaction); the mail job sends it. */
export async function insertOutboxMessage(db: Db, mail: NewMail): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into public.outbox_messages (to_address, subject, text_body, html_body, headers)
     values ($1, $2, $3, $4, $5) returning outbox_message_id as id`,
    [mail.to, mail.subject, mail.text, mail.html ?? null, JSON.stringify(mail.headers ?? {})],
  );
  return rows[0]!.id;
}
