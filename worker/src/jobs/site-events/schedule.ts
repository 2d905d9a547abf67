import { queueTable } from '@hotelvoice/api/contracts';
import type { RepeatingJob } from '../repeating-jobs.ts';

export const siteRetentionSchedulerId = 'site-retention-hourly';

/** The site-data pruning, hourly, on its own queue (decision 107); the first run comes at once. */
export const siteRetentionRuns: RepeatingJob<'siteRetention'> = {
  queue: 'siteRetention',
  schedulerId: siteRetentionSchedulerId,
  everyMs: 3600_000,
  name: 'site-retention',
  data: {},
  options: queueTable.siteRetention.options,
};
