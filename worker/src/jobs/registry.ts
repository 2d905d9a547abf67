import type { Job } from 'bullmq';
import type { JobData, QueueKey } from '@hotelvoice/api/contracts';
import type { WorkerContext } from '../worker-context.ts';
import { createCallIngestProcessor } from './call-ingest/call-ingest.processor.ts';
import { processKnowledgeFile } from './knowledge-file/knowledge-file.processor.ts';
import { createMailProcessor } from './mail/mail.processor.ts';
import { processPmsCheck } from './pms-check/pms-check.processor.ts';
import { processReconcile } from './reconcile/reconcile.processor.ts';
import { processGuestData } from './guest-data/guest-data.processor.ts';
import { processCallRederive } from './call-rederive/call-rederive.processor.ts';
import { createCallAlertsProcessor } from './call-alerts/call-alerts.processor.ts';
import { processWeeklyDigest } from './weekly-digest/weekly-digest.processor.ts';
import { processKnowledgeGaps } from './knowledge-gaps/knowledge-gaps.processor.ts';
import { processRecordingFetch } from './recording-fetch/recording-fetch.processor.ts';
import { processRecordingTranscode } from './recording-fetch/recording-transcode.processor.ts';
import { processSiteEvents } from './site-events/site-events.processor.ts';
import { processSiteRetention } from './site-events/site-retention.processor.ts';
import { processOperations } from './operations/operations.processor.ts';
import { processPush } from './push/push.processor.ts';

/** How the worker runs one queue's jobs; the job's data is typed by the queue table. */
export interface JobDefinition<K extends QueueKey> {
  processor: (job: Job<JobData<K>>) => Promise<unknown>;
  concurrency?: number;
}

/** A processor for every queue of the table: a queue without one fails to compile. */
export type JobDefinitions = { [K in QueueKey]: JobDefinition<K> };

/** Every queue this worker consumes, with its processor. One entry per jobs/<queue> folder. */
export function jobDefinitions(ctx: WorkerContext): JobDefinitions {
  return {
    callIngest: { processor: createCallIngestProcessor(ctx) },
    reconcile: { processor: () => processReconcile(ctx), concurrency: 1 },
    knowledgeFile: { processor: (job) => processKnowledgeFile(ctx, job), concurrency: 4 },
    mail: { processor: createMailProcessor(ctx), concurrency: 2 },
    // Downloads: waiting on the network, never on ffmpeg (the transcoding has its own queue).
    recordingFetch: { processor: (job) => processRecordingFetch(ctx, job), concurrency: 4 },
    // ffmpeg runs, CPU-bound: two at a time keeps a 2-core machine answering webhooks.
    recordingTranscode: { processor: (job) => processRecordingTranscode(ctx, job), concurrency: 2 },
    pmsCheck: { processor: (job) => processPmsCheck(ctx, job), concurrency: 4 },
    // One at a time: retention and the backfill are paced so that ingest keeps its share.
    guestData: { processor: (job) => processGuestData(ctx, job), concurrency: 1 },
    // One run at a time in small batches, so ingest keeps its share (decision 017).
    callRederive: { processor: (job) => processCallRederive(ctx, job), concurrency: 1 },
    knowledgeGaps: { processor: (job) => processKnowledgeGaps(ctx, job), concurrency: 4 },
    weeklyDigest: { processor: () => processWeeklyDigest(ctx), concurrency: 1 },
    // Enough at once for the calls' alerts to share their statements (a micro-batch, issue #36).
    callAlerts: { processor: createCallAlertsProcessor(ctx), concurrency: 16 },
    // Batches take one lock for the rollups in turn; two at a time keeps one inserting while the next waits.
    siteEvents: { processor: (job) => processSiteEvents(ctx, job), concurrency: 2 },
    // One pruning at a time, in slices (decision 107).
    siteRetention: { processor: () => processSiteRetention(ctx), concurrency: 1 },
    operations: { processor: (job) => processOperations(ctx, job), concurrency: 1 },
    // Waiting on push services, not on the CPU.
    push: { processor: (job) => processPush(ctx, job), concurrency: 8 },
  };
}
