import { queueNames } from '@hotelvoice/api/contracts';
import { createQueue, type QueueConnection } from '@hotelvoice/api/platform/queues/backend';

export const alertEmailSweepSchedulerId = 'alert-email-sweep';

/**
 * Every `everyMs` (a minute by default), the alert e-mails whose quiet hours ended or whose hourly cap freed up are
 * written to the outbox. Restored like the reconcile scheduler after a flushed Redis; the rows in
 * alert_emails, not the scheduler, say what is owed, so a missed run only delays.
 */
export function createAlertEmailSweepScheduler(connection: QueueConnection, everyMs: number) {
  const queue = createQueue(connection, queueNames.callAlerts, { removeOnComplete: true, removeOnFail: 100 });
  const upsert = () =>
    queue.upsertJobScheduler(alertEmailSweepSchedulerId, { every: everyMs }, { name: 'sweep', data: { sweep: true } });
  const restoreIfMissing = async () => {
    if (!(await queue.getJobScheduler(alertEmailSweepSchedulerId))) await upsert();
  };
  return { queue, upsert, restoreIfMissing };
}
