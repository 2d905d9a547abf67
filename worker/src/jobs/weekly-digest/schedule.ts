import { queueNames } from '@hotelvoice/api/contracts';
import { createQueue, type QueueConnection } from '@hotelvoice/api/platform/queues/backend';

export const weeklyDigestSchedulerId = 'weekly-digest-check';
/** Every quarter hour: hotels' Monday 08:00 falls on any quarter hour of UTC (zones like +05:45). */
const everyMs = 15 * 60_000;

/** Upserted by the worker at start; restored like the reconcile scheduler after a flushed Redis. */
export function createWeeklyDigestScheduler(connection: QueueConnection) {
  const queue = createQueue(connection, queueNames.weeklyDigest, { removeOnComplete: true, removeOnFail: 100 });
  const upsert = () =>
    queue.upsertJobScheduler(weeklyDigestSchedulerId, { every: everyMs }, { name: 'check', data: {} });
  const restoreIfMissing = async () => {
    if (!(await queue.getJobScheduler(weeklyDigestSchedulerId))) await upsert();
  };
  return { queue, upsert, restoreIfMissing };
}
