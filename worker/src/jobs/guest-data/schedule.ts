import type { Queue } from 'bullmq';
import { queueTable, type GuestDataJob } from '@hotelvoice/api/contracts';
import type { Db } from '@hotelvoice/api/platform/db/pool';
import type { RepeatingJob } from '../repeating-jobs.ts';
import { isRunFinished } from './card-redaction-backfill.repo.ts';

export const retentionSchedulerId = 'retention-every';
export const backfillJobId = 'card-redaction-backfill-v1';
/** After a start, once the calls stored meanwhile have their rows. */
const retentionAfterStartMs = 30_000;

/** The retention run every `everyMs` (RETENTION_EVERY_MS, 0: off). */
export const retentionRuns = (everyMs: number): RepeatingJob<'guestData'> => ({
  queue: 'guestData',
  schedulerId: retentionSchedulerId,
  everyMs,
  name: 'retention',
  data: { kind: 'retention' },
  options: queueTable.guestData.options,
});

/**
 * At start: one retention run soon (when retention is on), since a scheduler's first run waits for
 * the next whole interval; and the card-redaction backfill until its run is recorded as finished.
 */
export async function queueGuestDataAtStart(queue: Queue<GuestDataJob>, db: Db, everyMs: number): Promise<void> {
  if (everyMs > 0) await queue.add('retention', { kind: 'retention' }, { delay: retentionAfterStartMs });
  // The id makes repeated starts add it once; the run's own row says when it is finished for good.
  if (!(await isRunFinished(db))) {
    await queue.add('card-redaction-backfill', { kind: 'card-redaction-backfill' }, { jobId: backfillJobId });
  }
}
