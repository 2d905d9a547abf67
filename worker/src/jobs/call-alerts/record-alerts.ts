import { lowReviewMaxRating, rooms, type AppNotification } from '@hotelvoice/api/contracts';
import { withTransaction, type Db } from '@hotelvoice/api/platform/db/pool';
import type { WorkerContext } from '../../worker-context.ts';
import { recordAlert, type AlertSubject, type Recipient } from '@hotelvoice/api/modules/alerts';
import {
  clearReviewAlertPending,
  findCallSubjects,
  findRecipients,
  findReviewSubject,
  type CallKey,
} from './call-alerts.repo.ts';
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

async function recordAlerts(db: Db, subject: AlertSubject, recipients: Recipient[]): Promise<Created[]> {
  const created: Created[] = [];
  for (const recipient of recipients) {
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
 * Calls' alerts (of jobs running at once), recorded in one transaction under a share lock on each
 * call's row: a new row version (the platform's report arriving, say) waits for them, and its own
 * job then withdraws what it no longer supports (withdraw-alerts.ts); or it came first, and this
 * run reads it. Either way no stale alert stays. A hotel's recipients are read once for all its
 * calls in the batch, and its due e-mails and pushes looked for once (issue #36: a statement per
 * call and step was most of an alert's cost). Returns each call's new notifications, in order.
 */
export async function alertCalls(ctx: WorkerContext, calls: CallKey[]): Promise<number[]> {
  const created = await withTransaction(ctx.pool, async (tx) => {
    const subjects = await findCallSubjects(tx, calls, { lock: true });
    const alerting = subjects.filter((subject): subject is AlertSubject => !!subject && subject.reasons.length > 0);
    const recipientsOf = new Map<string, Recipient[]>();
    for (const hotelId of new Set(alerting.map((subject) => subject.hotelId))) {
      const reasons = new Set(alerting.flatMap((subject) => (subject.hotelId === hotelId ? subject.reasons : [])));
      recipientsOf.set(hotelId, await findRecipients(tx, hotelId, [...reasons]));
    }
    const perCall: Created[][] = [];
    for (const subject of subjects) {
      if (!subject) {
        perCall.push([]);
        continue;
      }
      const recipients = recipientsOf.get(subject.hotelId) ?? [];
      const own = recipients.filter((recipient) => subject.reasons.includes(recipient.reason));
      perCall.push(await recordAlerts(tx, subject, own));
    }
    return perCall;
  });
  for (const hotelId of new Set(calls.map((call) => call.hotelId)))
    await announce(
      ctx,
      hotelId,
      created.flatMap((made, i) => (calls[i]!.hotelId === hotelId ? made : [])),
    );
  return created.map((made) => made.length);
}

/** A review's alerts (a low rating); its alert_pending mark is cleared only once they are recorded. */
export async function alertReview(ctx: WorkerContext, reviewId: string): Promise<number> {
  const subject = await findReviewSubject(ctx.pool, reviewId, lowReviewMaxRating);
  const alerted =
    subject && subject.reasons.length > 0
      ? await announce(
          ctx,
          subject.hotelId,
          await recordAlerts(ctx.pool, subject, await findRecipients(ctx.pool, subject.hotelId, subject.reasons)),
        )
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
