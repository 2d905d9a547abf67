import { scheduledRunOptions } from '@hotelvoice/api/contracts';
import type { RepeatingJob } from '../repeating-jobs.ts';

export const pmsCheckSchedulerId = 'pms-check-daily';

/** Every stored PMS key is checked once a day (PMS_CHECK_EVERY_MS). */
export const pmsCheckRuns = (everyMs: number): RepeatingJob<'pmsCheck'> => ({
  queue: 'pmsCheck',
  schedulerId: pmsCheckSchedulerId,
  everyMs,
  name: 'pms-check-all',
  data: { all: true },
  options: scheduledRunOptions,
});
