import { scheduledRunOptions } from '@hotelvoice/api/contracts';
import type { RepeatingJob } from '../repeating-jobs.ts';

export const alertEmailSweepSchedulerId = 'alert-email-sweep';

/**
 * Every `everyMs` (a minute by default), the alert e-mails whose quiet hours ended or whose hourly
 * cap freed up are written to the outbox. The rows in alert_emails, not the scheduler, say what is
 * owed, so a missed run only delays.
 */
export const alertEmailSweepRuns = (everyMs: number): RepeatingJob<'callAlerts'> => ({
  queue: 'callAlerts',
  schedulerId: alertEmailSweepSchedulerId,
  everyMs,
  name: 'sweep',
  data: { sweep: true },
  options: scheduledRunOptions,
});
