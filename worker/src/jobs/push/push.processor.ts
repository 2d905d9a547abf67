import type { Job } from 'bullmq';
import type { PushJob } from '@hotelvoice/api/contracts';
import { isUuid } from '@hotelvoice/api/platform/access/access';
import { markUsed, removeSubscription } from '@hotelvoice/api/modules/push';
import { sendPush } from '@hotelvoice/api/platform/push/send-push';
import type { WorkerContext } from '../../worker-context.ts';
import { failForGood } from '../fail-for-good.ts';
import { dropPush, findOwedPush, markPushSent } from './push.repo.ts';

export type PushOutcome = 'sent' | 'already-sent' | 'gone' | 'not-a-member';

/**
 * Sends one owed push (decision 094). Who may receive it is read now, not when the alert was
 * recorded: a person removed from the hotel gets nothing more from it, one signed out everywhere has
 * no devices left. A 404/410 removes the device; a push service that is down or slow throws, and
 * BullMQ retries with backoff. At least once: a crash after the push service took it and before
 * sent_at is written sends it again, and the same `tag` shows it as one notification.
 */
export async function processPush(ctx: WorkerContext, job: Job<PushJob>): Promise<{ outcome: PushOutcome }> {
  const { pushDeliveryId } = job.data;
  if (!isUuid(pushDeliveryId)) failForGood(`unknown push: ${pushDeliveryId}`);
  const owed = await findOwedPush(ctx.pool, pushDeliveryId);
  if (!owed) return { outcome: 'gone' };
  if (owed.sent) return { outcome: 'already-sent' };
  if (!owed.allowed) {
    await dropPush(ctx.pool, pushDeliveryId);
    return { outcome: 'not-a-member' };
  }
  if ((await sendPush(ctx.config.push, owed.target, owed.message)) === 'gone') {
    await removeSubscription(ctx.pool, owed.pushSubscriptionId);
    return { outcome: 'gone' };
  }
  await markPushSent(ctx.pool, pushDeliveryId);
  await markUsed(ctx.pool, owed.pushSubscriptionId);
  return { outcome: 'sent' };
}
