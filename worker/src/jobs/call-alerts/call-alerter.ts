import { createMicroBatch } from '@hotelvoice/api/platform/micro-batch';
import type { WorkerContext } from '../../worker-context.ts';
import type { CallKey } from './call-alerts.repo.ts';
import { alertCalls } from './record-alerts.ts';

/**
 * How long a call's alert waits for others to be recorded with (issue #36): a call with a reason to
 * alert on comes about once in eight, so without waiting a batch rarely holds two. Nobody needs an
 * alert within the tenth of a second; its e-mail and push go later anyway.
 */
const alertBatchLingerMs = 100;

/**
 * Alerts the hotel's team about a call (record-alerts.ts). The calls alerted at once in this
 * process are recorded together (see createMicroBatch); when that fails, each call is tried alone,
 * so one call's failure is only its own. Resolves to the call's new notifications, or its error.
 */
export function createCallAlerter(ctx: WorkerContext): (call: CallKey) => Promise<number | Error> {
  return createMicroBatch(
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
}
