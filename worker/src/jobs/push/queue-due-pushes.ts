import { pushJobId } from '@hotelvoice/api/contracts';
import type { WorkerContext } from '../../worker-context.ts';
import { findDuePushIds } from './push.repo.ts';

/**
 * Queues the pushes that are due (of one hotel after its alerts were recorded, or of all from the
 * minute sweep: quiet hours over, a lost queue add). The job id is the delivery's, so a push
 * already queued is not queued twice.
 */
export async function queueDuePushes(ctx: WorkerContext, hotelId: string | null, now = new Date()): Promise<number> {
  const ids = await findDuePushIds(ctx.pool, hotelId, now);
  if (ids.length === 0) return 0;
  await ctx.queues.push.addBulk(
    ids.map((pushDeliveryId) => ({
      name: 'send',
      data: { pushDeliveryId },
      opts: { jobId: pushJobId(pushDeliveryId) },
    })),
  );
  return ids.length;
}
