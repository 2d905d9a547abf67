import type { Job } from 'bullmq';
import type { SiteEventsJob } from '@hotelvoice/api/contracts';
import type { WorkerContext } from '../../worker-context.ts';
import { insertEventBatch } from './site-events.repo.ts';

/** Stores one batch of site events and its share of the daily rollups; a retry stores nothing twice. */
export async function processSiteEvents(ctx: WorkerContext, job: Job<SiteEventsJob>): Promise<{ inserted: number }> {
  return { inserted: await insertEventBatch(ctx.pool, job.data.events) };
}
