import type { Job } from 'bullmq';
import { lowReviewMaxRating, rooms, type CallAlertsJob } from '@hotelvoice/api/contracts';
import { isUuid } from '@hotelvoice/api/platform/access/access';
import type { WorkerContext } from '../../worker-context.ts';
import { failForGood } from '../fail-for-good.ts';
import { queueAlertEmail } from './alert-email.repo.ts';
import { findCallSubject, findRecipients, findReviewSubject, insertNotification } from './call-alerts.repo.ts';
import { dispatchAlertEmails, hotelsWithDueAlertEmails } from './dispatch-alert-emails.ts';

/**
 * Alerts the hotel's owners about one call (its follow-up reasons) or one review (low rating):
 * an in-app notification for each person who has the reason on immediate, live on their socket,
 * and an e-mail that goes out now or after quiet hours, within the hourly cap. Every write is
 * keyed by person, subject and reason, so a retried or repeated job alerts nobody twice.
 */
export async function processCallAlerts(ctx: WorkerContext, job: Job<CallAlertsJob>): Promise<{ alerted: number }> {
  const data = job.data;
  if ('sweep' in data) {
    for (const hotelId of await hotelsWithDueAlertEmails(ctx.pool)) await sendDueEmails(ctx, hotelId);
    return { alerted: 0 };
  }
  let subject;
  if ('reviewId' in data) {
    if (!isUuid(data.reviewId)) failForGood(`unknown review: ${data.reviewId}`);
    subject = await findReviewSubject(ctx.pool, data.reviewId, lowReviewMaxRating);
  } else {
    if (!isUuid(data.hotelId)) failForGood(`unknown hotel: ${data.hotelId}`);
    subject = await findCallSubject(ctx.pool, data.hotelId, data.callId);
  }
  if (!subject || subject.reasons.length === 0) return { alerted: 0 };
  let alerted = 0;
  for (const recipient of await findRecipients(ctx.pool, subject.hotelId, subject.reasons)) {
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
  return { alerted };
}

/** Writes the hotel's due e-mails to the outbox and queues them; a lost queue add is requeued by reconcile. */
async function sendDueEmails(ctx: WorkerContext, hotelId: string) {
  const links = { publicUrl: ctx.config.publicUrl, signingSecret: ctx.config.alertsSigningSecret };
  const outboxIds = await dispatchAlertEmails(ctx.pool, hotelId, links);
  if (!ctx.config.smtpUrl || outboxIds.length === 0) return;
  await ctx.queues.mail.addBulk(
    outboxIds.map((outboxMessageId) => ({ name: 'send', data: { outboxMessageId }, opts: { jobId: outboxMessageId } })),
  );
}
