import type { Queue } from 'bullmq';
import type { MailJob } from '../../contracts/queues.ts';
import type { Db } from '../../platform/db/pool.ts';
import type { Logger } from '../../platform/logger.ts';
import { insertOutboxMessage, listOutboxMessages, type NewMail } from './mail.repo.ts';

/**
 * Product e-mail goes through the outbox: the row is written in the caller's transaction, then the
 * mail job sends it (over SMTP_URL when set). A queue outage only delays sending; the row remains
 * for admins to read either way.
 */
export function createMailService(queue: Queue<MailJob>, logger: Logger) {
  return {
    /** Writes the message; call `dispatch` with the id once the transaction has committed. */
    write: (db: Db, mail: NewMail) => insertOutboxMessage(db, mail),

    async dispatch(outboxMessageId: string): Promise<void> {
      try {
        await queue.add('send', { outboxMessageId }, { jobId: outboxMessageId });
      } catch (error) {
        logger.error({ err: error, outboxMessageId }, 'could not queue e-mail; it stays in the outbox');
      }
    },

    list: (db: Db, limit = 200) => listOutboxMessages(db, limit),
  };
}

export type MailService = ReturnType<typeof createMailService>;
