import { withTransaction } from '@hotelvoice/api/platform/db/pool';
import { currentWeek, digestFigures, previousMonday, renderWeeklyDigest } from '@hotelvoice/api/modules/alerts';
import { insertOutboxMessage } from '@hotelvoice/api/modules/mail';
import type { WorkerContext } from '../../worker-context.ts';
import { listHotelIds } from '@hotelvoice/api/modules/hotels';
import { claimWeek, digestRecipients, setRecipients } from './weekly-digest.repo.ts';

/**
 * Runs every quarter hour (a job scheduler) and sends each hotel whose Monday 08:00 has passed on
 * its own clock the digest of the week that just ended, once: the weekly_digests row and the
 * e-mails are written in one transaction, so a restart, a retried job or a flushed Redis (the
 * scheduler is restored and the next run catches up) neither doubles nor skips a week.
 */
export async function processWeeklyDigest(ctx: WorkerContext, now = new Date()): Promise<{ sent: number }> {
  const links = { publicUrl: ctx.config.publicUrl, signingSecret: ctx.config.alertsSigningSecret };
  let sent = 0;
  for (const hotelId of await listHotelIds(ctx.pool)) {
    const week = await currentWeek(ctx.pool, hotelId, now);
    // A hotel added this week has no last week to tell of (it would get "0 calls" for days it did not exist).
    if (!week?.pastSendTime || !week.existedLastWeek) continue;
    const weekStart = previousMonday(week.monday);
    const outboxIds = await withTransaction(ctx.pool, async (db) => {
      if (!(await claimWeek(db, hotelId, weekStart))) return [];
      const figures = await digestFigures(db, hotelId, weekStart, week);
      if (!figures) return [];
      const recipients = await digestRecipients(db, hotelId);
      const ids: string[] = [];
      for (const r of recipients) {
        ids.push(
          await insertOutboxMessage(db, renderWeeklyDigest(figures, { to: r.email, userId: r.userId, hotelId }, links)),
        );
      }
      await setRecipients(db, hotelId, weekStart, recipients.length);
      return ids;
    });
    sent += outboxIds.length;
    if (ctx.config.smtpUrl && outboxIds.length > 0) {
      // A lost add is requeued by reconcile from the outbox row.
      await ctx.queues.mail.addBulk(
        outboxIds.map((outboxMessageId) => ({
          name: 'send',
          data: { outboxMessageId },
          opts: { jobId: outboxMessageId },
        })),
      );
    }
  }
  return { sent };
}
