import { lowReviewMaxRating, rooms, type AppNotification } from '@hotelvoice/api/contracts';
import { withTransaction, type Db } from '@hotelvoice/api/platform/db/pool';
import type { WorkerContext } from '../../worker-context.ts';
import { recordAlert, type AlertSubject } from '@hotelvoice/api/platform/alerts/alert-records';
import { clearReviewAlertPending, findCallSubject, findRecipients, findReviewSubject } from './call-alerts.repo.ts';
import { dispatchAlertEmails } from './dispatch-alert-emails.ts';
import { queueDuePushes } from '../push/queue-due-pushes.ts';

/**
 * Records one subject's alerts for each owner by their setting: *immediate* gets an in-app
 * notification and an e-mail that goes out now or after quiet hours, within the hourly cap;
 * *daily* gets an item in the next daily summary. Every write is keyed by person, subject and
 * reason, so a retried or repeated run alerts nobody twice. Returns the new notifications, to be
 * announced once the writes are committed.
 */
interface Created {
  userId: string;
  notification: AppNotification;
}

async function recordAlerts(db: Db, subject: AlertSubject): Promise<Created[]> {
  const created: Created[] = [];
  for (const recipient of await findRecipients(db, subject.hotelId, subject.reasons)) {
    const notification = await recordAlert(db, recipient, subject);
    if (notification) created.push({ userId: recipient.userId, notification });
  }
  return created;
}

/**
 * Shows new notifications live on their people's sockets, then sends what e-mail and pushes are due
 * (pushes also when no notification was new: a reason on the daily summary may still push).
 */
async function announce(ctx: WorkerContext, hotelId: string, created: Created[]): Promise<number> {
  for (const { userId, notification } of created) {
    ctx.emitter.toRoom(rooms.user(userId), 'notification:created', notification);
  }
  if (created.length > 0) await sendDueEmails(ctx, hotelId);
  await queueDuePushes(ctx, hotelId);
  return created.length;
}

/**
 * A call's alerts, recorded under a share lock on its row: a new row version (the platform's
 * report arriving, say) waits for them, and its own job then withdraws what it no longer supports
 * (withdraw-alerts.ts); or it came first, and this run reads it. Either way no stale alert stays.
 */
export async function alertCall(ctx: WorkerContext, hotelId: string, callId: string): Promise<number> {
  const created = await withTransaction(ctx.pool, async (tx) => {
    const subject = await findCallSubject(tx, hotelId, callId, { lock: true });
    return subject && subject.reasons.length > 0 ? recordAlerts(tx, subject) : [];
  });
  return announce(ctx, hotelId, created);
}

/** A review's alerts (a low rating); its alert_pending mark is cleared only once they are recorded. */
export async function alertReview(ctx: WorkerContext, reviewId: string): Promise<number> {
  const subject = await findReviewSubject(ctx.pool, reviewId, lowReviewMaxRating);
  const alerted =
    subject && subject.reasons.length > 0
      ? await announce(ctx, subject.hotelId, await recordAlerts(ctx.pool, subject))
      : 0;
  await clearReviewAlertPending(ctx.pool, reviewId);
  return alerted;
}

/** Writes the hotel's due e-mails to the outbox and queues them; a lost queue add is requeued by reconcile. */
export async function sendDueEmails(ctx: WorkerContext, hotelId: string) {
  const outboxIds = await dispatchAlertEmails(ctx.pool, hotelId, mailLinksOf(ctx));
  await queueOutboxMail(ctx, outboxIds);
}

/** What a hotel owes now after alerts recorded elsewhere (a follow-up assignment in the api): e-mails and pushes. */
export async function sendDueAlerts(ctx: WorkerContext, hotelId: string) {
  await sendDueEmails(ctx, hotelId);
  await queueDuePushes(ctx, hotelId);
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
