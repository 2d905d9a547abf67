import { queueNames } from '@hotelvoice/api/contracts';
import { createQueue, type QueueConnection } from '@hotelvoice/api/platform/queues/backend';

export const pmsCheckSchedulerId = 'pms-check-daily';

/** Every stored PMS key is checked once a day (PMS_CHECK_EVERY_MS); upserted only by the worker. */
export function createPmsCheckScheduler(connection: QueueConnection, everyMs: number) {
  const queue = createQueue(connection, queueNames.pmsCheck, { removeOnComplete: true, removeOnFail: 100 });
  const upsert = async () => {
    const existing = await queue.getJobScheduler(pmsCheckSchedulerId);
    if (existing && Number(existing.every) !== everyMs) await queue.removeJobScheduler(pmsCheckSchedulerId);
    await queue.upsertJobScheduler(
      pmsCheckSchedulerId,
      { every: everyMs },
      { name: 'pms-check-all', data: { all: true } },
    );
  };
  const restoreIfMissing = async () => {
    if (!(await queue.getJobScheduler(pmsCheckSchedulerId))) await upsert();
  };
  return { queue, upsert, restoreIfMissing };
}
