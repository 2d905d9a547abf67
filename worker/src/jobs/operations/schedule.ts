import { queueTable } from '@hotelvoice/api/contracts';
import type { RepeatingJob } from '../repeating-jobs.ts';

export const operationsCheckSchedulerId = 'operations-check-every';
export const siteRetentionSchedulerId = 'site-retention-every';

/** The operations check every `everyMs` (OPS_CHECK_EVERY_MS, 0: off). */
export const operationsCheckRuns = (everyMs: number): RepeatingJob<'operations'> => ({
  queue: 'operations',
  schedulerId: operationsCheckSchedulerId,
  everyMs,
  name: 'check',
  data: { kind: 'check' },
  options: queueTable.operations.options,
});

/** The site-data pruning, hourly. */
export const siteRetentionRuns: RepeatingJob<'operations'> = {
  queue: 'operations',
  schedulerId: siteRetentionSchedulerId,
  everyMs: 3600_000,
  name: 'site-retention',
  data: { kind: 'site-retention' },
  options: queueTable.operations.options,
};
