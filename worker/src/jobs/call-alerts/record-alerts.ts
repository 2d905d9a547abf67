import { lowReviewMaxRating, rooms } from '@hotelvoice/api/contracts';
import type { WorkerContext } from '../../worker-context.ts';
import { queueAlertEmail } from './alert-email.repo.ts';
import {
  clearReviewAlertPending,
  findCallSubject,
  findRecipients,
  findReviewSubject,
  insertNotification,
  type AlertSubject,
} from './call-alerts.repo.ts';
import { queueDailyItem } from './daily-summary.repo.ts';
import { dispatchAlertEmails } from './dispatch-alert-emails.ts';

/**
 * Records one subject's alerts for each owner by their setting: *immediate* gets an in-app
 * notification (live on their socket) and an e-mail that goes out now or after quiet hours,
 * within the hourly cap; *daily* gets an item in the next daily summary. Every write is keyed by
 * person, subject and reason, so a retried or repeated run alerts nobody twice.
 */
async function alertSubject(ctx: WorkerContext, subject: AlertSubject): Promise<number> {
  let alerted = 0;
  for (const recipient of await findRecipients(ctx.pool, subject.hotelId, subject.reasons)) {
    if (recipient.delivery === 'daily') await queueDailyItem(ctx.pool, recipient, subject);
    if (recipient.delivery !== 'immediate') continue;
    // The e-mail is owed before the notification shows, so a crash between the two loses neither.
    await queueAlertEmail(ctx.pool, recipient, subject);
    const notification = await insertNotification(ctx.pool, recipient, subject);
    if (notification) {
      alerted++;
      ctx.emitter.toRoom(rooms.user(recipient.userId), 'notification:created', notification);
    }
  }
  await sendDueEmails(ctx, subject.hotelId);
  return alerted;
}

export async function alertCall(ctx: WorkerContext, hotelId: string, callId: string): Promise<number> {
  const subject = await findCallSubject(ctx.pool, hotelId, callId);
  return subject && subject.reasons.length > 0 ? alertSubject(ctx, subject) : 0;
}

/** A review's alerts (a low rating); its alert_pending mark is cleared only once they are recorded. */
export async function alertReview(ctx: WorkerContext, reviewId: string): Promise<number> {
  const subject = await findReviewSubject(ctx.pool, reviewId, lowReviewMaxRating);
  const alerted = subject && subject.reasons.length > 0 ? await alertSubject(ctx, subject) : 0;
  await clearReviewAlertPending(ctx.pool, reviewId);
  return alerted;
}

/** Writes the hotel's due e-mails to the outbox and queues them; a lost queue add is requeued by reconcile. */
export async function sendDueEmails(ctx: WorkerContext, hotelId: string) {
  const outboxIds = await dispatchAlertEmails(ctx.pool, hotelId, mailLinksOf(ctx));
  await queueOutboxMail(ctx, outboxIds);
}

export const mailLinksOf = (ctx: WorkerContext) => ({
  publicUrl: ctx.config.publicUrl,
  signingSecret: ctx.config.alertsSigningSecret,
});

/** Queues outbox messages for the mail job (keyed by the outbox id); without SMTP they stay in the outbox. */
export async function queueOutboxMail(ctx: WorkerContext, outboxIds: string[]) {
  if (!ctx.config.smtpUrl || outboxIds.length === 0) return;
  await ctx.queues.mail.addBulk(
    outboxIds.map((outboxMessageId) => ({ name: 'send', data: { outboxMessageId }, opts: { jobId: outboxMessageId } })),
  );
}
