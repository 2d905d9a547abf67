import type { Job } from 'bullmq';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailJob } from '@hotelvoice/api/contracts';
import type { WorkerContext } from '../../worker-context.ts';
import { findOutboxMessage, markSent, recordError } from './mail.repo.ts';

/**
 * mail: sends an outbox message over SMTP_URL. Without SMTP_URL the message stays in the outbox
 * (admins read it there) and the log says so. Already sent messages are skipped, so a retried job
 * never sends twice after success was recorded.
 */
export function createMailProcessor(ctx: WorkerContext) {
  let transport: Transporter | null = null;
  const transportOf = (url: string) => (transport ??= nodemailer.createTransport(url));

  return async function sendMail(job: Job<MailJob>): Promise<void> {
    const { outboxMessageId } = job.data;
    const message = await findOutboxMessage(ctx.pool, outboxMessageId);
    if (!message || message.sentAt) return;
    if (!ctx.config.smtpUrl) {
      ctx.logger.info(
        { outboxMessageId, to: message.toAddress, subject: message.subject },
        'SMTP_URL is not set; the e-mail stays in the outbox',
      );
      return;
    }
    try {
      await transportOf(ctx.config.smtpUrl).sendMail({
        from: ctx.config.mailFrom,
        to: message.toAddress,
        subject: message.subject,
        text: message.textBody,
        html: message.htmlBody ?? undefined,
        headers: message.headers,
        // The same id on every try: a receiver that got the message before a crash can drop the copy.
        messageId: `<${outboxMessageId}@hotelvoice.outbox>`,
      });
    } catch (error) {
      await recordError(ctx.pool, outboxMessageId, (error as Error).message);
      throw error;
    }
    await markSent(ctx.pool, outboxMessageId);
  };
}
