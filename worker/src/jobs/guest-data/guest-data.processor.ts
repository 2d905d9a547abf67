import type { Job } from 'bullmq';
import type { GuestDataJob } from '@hotelvoice/api/contracts';
import type { WorkerContext } from '../../worker-context.ts';
import { processCardRedactionBackfill } from './card-redaction-backfill.processor.ts';
import { processDataExport } from './data-export.processor.ts';
import { processRetention } from './retention.processor.ts';

export function processGuestData(ctx: WorkerContext, job: Job<GuestDataJob>) {
  switch (job.data.kind) {
    case 'retention':
      return processRetention(ctx, job);
    case 'data-export':
      return processDataExport(ctx, job);
    default:
      return processCardRedactionBackfill(ctx, job);
  }
}
