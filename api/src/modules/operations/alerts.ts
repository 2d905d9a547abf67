import type { Queue } from 'bullmq';
import { opsThresholds, type OpsAlert } from '../../contracts/operations.ts';
import type { MailJob } from '../../contracts/queues.ts';
import { withTransaction, type Pool } from '../../platform/db/pool.ts';
import { insertOutboxMessage } from '../mail/index.ts';
import { failedJobGroups } from './failed-jobs.ts';
import { failuresLastHour, feedLag } from '../call-logs/index.ts';
import * as repo from './operations.repo.ts';
import { hotelOperations } from './snapshot.ts';
import { silentHotelMessage } from './silent-hotel-message.ts';

interface Wanted {
  kind: OpsAlert['kind'];
  subject: string;
  hotelId: string | null;
  message: string;
}

/**
 * One operations check: works out which alerts should be open, opens the new ones (e-mailing every
 * admin through the outbox, in the same transaction) and resolves the rest. The open-alert index
 * makes a repeated check, or two workers checking at once, open and mail each alert once.
 */
export async function checkOperations(
  pool: Pool,
  deps: { ingestQueues: Queue[]; mail: Queue<MailJob>; publicUrl: string },
  now = new Date(),
): Promise<{ opened: OpsAlert[]; resolved: number }> {
  const hourAgo = now.getTime() - 3600_000;
  const failedJobs = await failedJobGroups(deps.ingestQueues);
  const [hotels, rowFailures, lag] = await Promise.all([
    hotelOperations(pool, failedJobs, now),
    failuresLastHour(pool),
    feedLag(pool, '15 minutes'),
  ]);
  const wanted: Wanted[] = [];
  for (const hotel of hotels) {
    const { lastCallAt, daytimeMinutesSinceLastCall, usualGapMinutes } = hotel;
    // Silent implies all three are known (isSilent); the check keeps the types honest.
    if (hotel.silent && lastCallAt && daytimeMinutesSinceLastCall !== null && usualGapMinutes !== null) {
      wanted.push({
        kind: 'hotel_silent',
        subject: hotel.hotelId,
        hotelId: hotel.hotelId,
        message: silentHotelMessage({ ...hotel, lastCallAt, daytimeMinutesSinceLastCall, usualGapMinutes }),
      });
    }
    const jobs = failedJobs.filter((g) => g.hotelId === hotel.hotelId && g.lastFailedAt >= hourAgo);
    const failures = (rowFailures.get(hotel.hotelId) ?? 0) + jobs.reduce((sum, g) => sum + g.count, 0);
    if (failures >= opsThresholds.failuresPerHour) {
      wanted.push({
        kind: 'ingest_failures',
        subject: hotel.hotelId,
        hotelId: hotel.hotelId,
        message: `${hotel.name}: ${failures} ingest failures in the last hour (threshold ${opsThresholds.failuresPerHour}).`,
      });
    }
  }
  if (lag.p95Seconds !== null && lag.p95Seconds > opsThresholds.feedLagSeconds) {
    wanted.push({
      kind: 'feed_lag',
      subject: 'storage-feed',
      hotelId: null,
      message: `The storage feed runs ${Math.round(lag.p95Seconds)} s behind (p95 of the last 15 minutes; threshold ${opsThresholds.feedLagSeconds} s).`,
    });
  }

  const admins = await repo.adminEmails(pool);
  const opened: OpsAlert[] = [];
  const mailIds: string[] = [];
  for (const alert of wanted) {
    await withTransaction(pool, async (client) => {
      const row = await repo.openAlert(client, alert);
      if (!row) return;
      opened.push(row);
      for (const to of admins) {
        mailIds.push(
          await insertOutboxMessage(client, {
            to,
            subject: `HotelVoice alert: ${alert.message.slice(0, 120)}`,
            text: `${alert.message}\n\nSee ${deps.publicUrl}/admin/operations\n`,
          }),
        );
      }
    });
  }
  // After the commit; a lost add is sent later by the mail requeue of unsent outbox rows.
  await deps.mail.addBulk(mailIds.map((id) => ({ name: 'send', data: { outboxMessageId: id }, opts: { jobId: id } })));
  let resolved = 0;
  for (const kind of ['hotel_silent', 'ingest_failures', 'feed_lag'] as const) {
    resolved += await repo.resolveAlertsExcept(
      pool,
      kind,
      wanted.filter((w) => w.kind === kind).map((w) => w.subject),
    );
  }
  return { opened, resolved };
}
