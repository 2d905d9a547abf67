import { queueTable } from '@hotelvoice/api/contracts';
import type { RepeatingJob, RetiredScheduler } from '../repeating-jobs.ts';

export const operationsCheckSchedulerId = 'operations-check-every';

/** The operations check every `everyMs` (OPS_CHECK_EVERY_MS, 0: off). */
export const operationsCheckRuns = (everyMs: number): RepeatingJob<'operations'> => ({
  queue: 'operations',
  schedulerId: operationsCheckSchedulerId,
  everyMs,
  name: 'check',
  data: {},
  options: queueTable.operations.options,
});

/**
 * The scheduler that ran the site-data pruning on this queue (job `site-retention`, data
 * `{ kind: 'site-retention' }`) until it got a queue of its own (decision 107). Redis that an
 * older worker wrote still holds it, so the worker removes it.
 */
export const retiredSiteRetentionScheduler = {
  queue: 'operations',
  schedulerId: 'site-retention-every',
  jobName: 'site-retention',
} as const satisfies RetiredScheduler & { jobName: string };
