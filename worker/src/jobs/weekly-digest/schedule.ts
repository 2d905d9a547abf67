import { scheduledRunOptions } from '@hotelvoice/api/contracts';
import type { RepeatingJob } from '../repeating-jobs.ts';

export const weeklyDigestSchedulerId = 'weekly-digest-check';

/** Every quarter hour: hotels' Monday 08:00 falls on any quarter hour of UTC (zones like +05:45). */
export const weeklyDigestRuns: RepeatingJob<'weeklyDigest'> = {
  queue: 'weeklyDigest',
  schedulerId: weeklyDigestSchedulerId,
  everyMs: 15 * 60_000,
  name: 'check',
  data: {},
  options: scheduledRunOptions,
};
