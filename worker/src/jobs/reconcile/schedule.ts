import { queueNames } from '@hotelvoice/api/contracts';
import { createQueue, type QueueConnection } from '@hotelvoice/api/platform/queues/backend';

export const reconcileSchedulerId = 'reconcile-every';

/**
 * The only place the reconcile scheduler is upserted. A flushed Redis loses the scheduler too, so
 * the worker checks now and then and brings it back.
 */
export function createReconcileScheduler(connection: QueueConnection, everyMs: number) {
  const queue = createQueue(connection, queueNames.reconcile, { removeOnComplete: true, removeOnFail: 100 });
  const upsert = async () => {
    // A changed interval would otherwise wait out the run already planned under the old one.
    const existing = await queue.getJobScheduler(reconcileSchedulerId);
    if (existing && Number(existing.every) !== everyMs) await queue.removeJobScheduler(reconcileSchedulerId);
    await queue.upsertJobScheduler(reconcileSchedulerId, { every: everyMs }, { name: 'reconcile', data: {} });
  };
  // Upserting again moves the next run; only restore a scheduler that is gone, or it never fires.
  const restoreIfMissing = async () => {
    if (!(await queue.getJobScheduler(reconcileSchedulerId))) await upsert();
  };
  return { queue, upsert, restoreIfMissing };
}
