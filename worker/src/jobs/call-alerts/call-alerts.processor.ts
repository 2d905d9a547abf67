import type { Job } from 'bullmq';
import type { CallAlertsJob } from '@hotelvoice/api/contracts';
import { isUuid } from '@hotelvoice/api/platform/access/access';
import type { WorkerContext } from '../../worker-context.ts';
import { failForGood } from '../fail-for-good.ts';
import { sweepAlerts } from './alert-sweep.ts';
import { createCallAlerter } from './call-alerter.ts';
import { alertReview, sendDueAlerts } from './record-alerts.ts';

/**
 * Alerts the hotel's team about one call (its follow-up reasons) or one review (low rating), as
 * each has it set (record-alerts.ts); `dueEmailsOf` writes a hotel's due alert e-mails and queues
 * its due pushes (a follow-up assignment's); `sweep` is the every-minute run of alert-sweep.ts.
 * call-ingest alerts its calls itself (decision 109); a call job here is one an older worker
 * queued during a rolling deploy. The calls of jobs running at once are alerted together.
 */
export function createCallAlertsProcessor(ctx: WorkerContext) {
  const alertCall = createCallAlerter(ctx);

  return async function processCallAlerts(job: Job<CallAlertsJob>): Promise<{ alerted: number }> {
    const data = job.data;
    if ('sweep' in data) {
      await sweepAlerts(ctx);
      return { alerted: 0 };
    }
    if ('dueEmailsOf' in data) {
      if (!isUuid(data.dueEmailsOf)) failForGood(`unknown hotel: ${data.dueEmailsOf}`);
      await sendDueAlerts(ctx, data.dueEmailsOf);
      return { alerted: 0 };
    }
    if ('reviewId' in data) {
      if (!isUuid(data.reviewId)) failForGood(`unknown review: ${data.reviewId}`);
      return { alerted: await alertReview(ctx, data.reviewId) };
    }
    if (!isUuid(data.hotelId)) failForGood(`unknown hotel: ${data.hotelId}`);
    const alerted = await alertCall({ hotelId: data.hotelId, callId: data.callId });
    if (alerted instanceof Error) throw alerted;
    return { alerted };
  };
}
