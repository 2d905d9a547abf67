import type { WorkerContext } from '../../worker-context.ts';
import { findUnsentMessageIds } from './mail.repo.ts';

/**
 * With SMTP configured, queues again every unsent outbox message whose job was lost. Without SMTP
 * the outbox is the destination, so nothing is queued. Job ids are the message ids: no duplicates.
 */
export async function requeueUnsentMail(ctx: WorkerContext): Promise<number> {
  if (!ctx.config.smtpUrl) return 0;
  const ids = await findUnsentMessageIds(ctx.pool, 1000);
  await ctx.queues.mail.addBulk(
    ids.map((outboxMessageId) => ({ name: 'send', data: { outboxMessageId }, opts: { jobId: outboxMessageId } })),
  );
  return ids.length;
}
