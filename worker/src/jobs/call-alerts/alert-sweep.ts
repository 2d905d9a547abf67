import type { WorkerContext } from '../../worker-context.ts';
import { findPendingReviewIds } from './call-alerts.repo.ts';
import { hotelsWithDueAlertEmails } from './dispatch-alert-emails.ts';
import { alertReview, mailLinksOf, queueOutboxMail, sendDueEmails } from './record-alerts.ts';
import { sendDailySummaries } from './send-daily-summaries.ts';
import { queueDuePushes } from '../push/queue-due-pushes.ts';

/** Reviews younger than this are left to the job the api queued when it stored them. */
const reviewGraceSeconds = 10;
const reviewBatch = 200;

/**
 * The every-minute alert sweep (a job scheduler): records the alerts of reviews whose job was
 * never queued or never finished, writes the immediate e-mails that came due (quiet hours over,
 * the hourly cap freed), the pushes that came due and the daily summaries whose 08:00 passed. Each part runs even if an
 * earlier one failed; the job fails afterwards so the failure is seen.
 */
export async function sweepAlerts(ctx: WorkerContext, now = new Date()): Promise<{ reviews: number }> {
  const failures: unknown[] = [];
  const attempt = async (work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (error) {
      failures.push(error);
    }
  };
  const reviewIds = await findPendingReviewIds(ctx.pool, reviewGraceSeconds, reviewBatch);
  for (const reviewId of reviewIds) await attempt(() => alertReview(ctx, reviewId));
  if (reviewIds.length > 0)
    ctx.logger.info({ reviews: reviewIds.length }, 'alert sweep recorded pending review alerts');
  for (const hotelId of await hotelsWithDueAlertEmails(ctx.pool, now)) await attempt(() => sendDueEmails(ctx, hotelId));
  await attempt(async () => queueOutboxMail(ctx, await sendDailySummaries(ctx.pool, mailLinksOf(ctx), now)));
  await attempt(() => queueDuePushes(ctx, null, now));
  if (failures.length > 0) throw failures[0];
  return { reviews: reviewIds.length };
}
