import type { Job } from 'bullmq';
import type { CallAlertsJob } from '@hotelvoice/api/contracts';
import { isUuid } from '@hotelvoice/api/platform/access/access';
import { createMicroBatch } from '@hotelvoice/api/platform/micro-batch';
import type { WorkerContext } from '../../worker-context.ts';
import { failForGood } from '../fail-for-good.ts';
import { sweepAlerts } from './alert-sweep.ts';
import type { CallKey } from './call-alerts.repo.ts';
import { alertCalls, alertReview, sendDueAlerts } from './record-alerts.ts';

/**
 * How long a call's alert waits for others to be recorded with (issue #36): alert jobs come one
 * by one (an eighth of the calls), so without waiting a batch rarely holds two. Nobody needs an
 * alert within the tenth of a second; its e-mail and push go later anyway.
 */
const alertBatchLingerMs = 100;

/**
 * Alerts the hotel's team about one call (its follow-up reasons) or one review (low rating), as
 * each has it set (record-alerts.ts); `dueEmailsOf` writes a hotel's due alert e-mails and queues
 * its due pushes (a follow-up assignment's); `sweep` is the every-minute run of alert-sweep.ts.
 * The calls of jobs running at once are alerted together (see createMicroBatch); when that fails,
 * each call is tried alone, so one call's failure fails only its own job.
 */
export function createCallAlertsProcessor(ctx: WorkerContext) {
  const alertCall = createMicroBatch(
    async (calls: CallKey[]): Promise<(number | Error)[]> => {
      try {
        return await alertCalls(ctx, calls);
      } catch (error) {
        if (calls.length === 1) return [error as Error];
        const alone: (number | Error)[] = [];
        for (const call of calls)
          alone.push(
            await alertCalls(ctx, [call]).then(
              ([alerted]) => alerted!,
              (single: unknown) => single as Error,
            ),
          );
        return alone;
      }
    },
    { lingerMs: alertBatchLingerMs },
  );

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
