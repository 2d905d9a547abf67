import type { Queue } from 'bullmq';
import type { GuestDataJob } from '@hotelvoice/api/contracts';
import type { Db } from '@hotelvoice/api/platform/db/pool';
import { isRunFinished } from './card-redaction-backfill.repo.ts';

export const retentionSchedulerId = 'retention-every';
export const backfillJobId = 'card-redaction-backfill-v1';
/** After a start, once the calls stored meanwhile have their rows. */
const retentionAfterStartMs = 30_000;

/**
 * The retention run every `everyMs` (0: off; upserted at start, like reconcile) and once soon after
 * a start, since a scheduler's first run waits for the next whole interval; and the card-redaction
 * backfill until its run is recorded as finished.
 */
export async function scheduleGuestData(queue: Queue<GuestDataJob>, db: Db, everyMs: number): Promise<void> {
  const existing = await queue.getJobScheduler(retentionSchedulerId);
  if (existing && (everyMs === 0 || Number(existing.every) !== everyMs)) {
    await queue.removeJobScheduler(retentionSchedulerId);
  }
  if (everyMs > 0) {
    await queue.upsertJobScheduler(
      retentionSchedulerId,
      { every: everyMs },
      { name: 'retention', data: { kind: 'retention' } },
    );
    await queue.add('retention', { kind: 'retention' }, { delay: retentionAfterStartMs });
  }
  // The id makes repeated starts add it once; the run's own row says when it is finished for good.
  if (!(await isRunFinished(db))) {
    await queue.add('card-redaction-backfill', { kind: 'card-redaction-backfill' }, { jobId: backfillJobId });
  }
}
