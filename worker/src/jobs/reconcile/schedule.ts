import { queueTable, scheduledRunOptions } from '@hotelvoice/api/contracts';
import type { RepeatingJob } from '../repeating-jobs.ts';

export const reconcileSchedulerId = 'reconcile-every';

/** The reconcile run every `everyMs` (RECONCILE_EVERY_MS). */
export const reconcileRuns = (everyMs: number): RepeatingJob<'reconcile'> => ({
  queue: 'reconcile',
  schedulerId: reconcileSchedulerId,
  everyMs,
  name: queueTable.reconcile.name,
  data: {},
  options: scheduledRunOptions,
});
