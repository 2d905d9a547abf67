import type { Queue } from 'bullmq';
import type { OperationsJob } from '@hotelvoice/api/contracts';

export const operationsCheckSchedulerId = 'operations-check-every';
export const siteRetentionSchedulerId = 'site-retention-every';

/** The operations check every `everyMs` (0: off) and the site-data pruning hourly; upserted at start, like reconcile. */
export async function scheduleOperations(queue: Queue<OperationsJob>, everyMs: number): Promise<void> {
  const existing = await queue.getJobScheduler(operationsCheckSchedulerId);
  if (existing && (everyMs === 0 || Number(existing.every) !== everyMs)) {
    await queue.removeJobScheduler(operationsCheckSchedulerId);
  }
  if (everyMs > 0) {
    await queue.upsertJobScheduler(
      operationsCheckSchedulerId,
      { every: everyMs },
      { name: 'check', data: { kind: 'check' } },
    );
  }
  await queue.upsertJobScheduler(
    siteRetentionSchedulerId,
    { every: 3600_000 },
    { name: 'site-retention', data: { kind: 'site-retention' } },
  );
}
