import type { WorkerContext } from '../../worker-context.ts';
import { pruneSiteData } from './site-events.repo.ts';

/** Deletes site analytics data past its keeping time (raw events 13 months, salts and visitor rows two days). */
export function processSiteRetention(ctx: WorkerContext): Promise<{ events: number }> {
  return pruneSiteData(ctx.pool);
}
