import type { Job, Processor } from 'bullmq';
import type {
  CallAlertsJob,
  CallFollowUpJob,
  CallIngestJob,
  CallRederiveJob,
  GuestDataJob,
  KnowledgeFileJob,
  PmsCheckJob,
  QueueName,
  RecordingFetchJob,
  RecordingTranscodeJob,
  SiteEventsJob,
  OperationsJob,
  PushJob,
} from '@hotelvoice/api/contracts';
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
import { processOperations } from './operations/operations.processor.ts';
import { processPush } from './push/push.processor.ts';

export interface JobDefinition {
  queue: QueueName;
  processor: Processor;
  concurrency?: number;
}

/** Every queue this worker consumes, with its processor. One entry per jobs/<queue> folder. */
export function jobDefinitions(ctx: WorkerContext): JobDefinition[] {
  const processCallIngest = createCallIngestProcessor(ctx);
  const processCallAlerts = createCallAlertsProcessor(ctx);
  return [
    { queue: 'call-ingest', processor: (job) => processCallIngest(job as Job<CallIngestJob>) },
    { queue: 'reconcile', processor: () => processReconcile(ctx), concurrency: 1 },
    {
      queue: 'knowledge-file',
      processor: (job) => processKnowledgeFile(ctx, job as Job<KnowledgeFileJob>),
      concurrency: 4,
    },
    { queue: 'mail', processor: createMailProcessor(ctx) as Processor, concurrency: 2 },
    // Downloads: waiting on the network, never on ffmpeg (the transcoding has its own queue).
    {
      queue: 'recording-fetch',
      processor: (job) => processRecordingFetch(ctx, job as Job<RecordingFetchJob>),
      concurrency: 4,
    },
    // ffmpeg runs, CPU-bound: two at a time keeps a 2-core machine answering webhooks.
    {
      queue: 'recording-transcode',
      processor: (job) => processRecordingTranscode(ctx, job as Job<RecordingTranscodeJob>),
      concurrency: 2,
    },
    { queue: 'pms-check', processor: (job) => processPmsCheck(ctx, job as Job<PmsCheckJob>), concurrency: 4 },
    // One at a time: retention and the backfill are paced so that ingest keeps its share.
    { queue: 'guest-data', processor: (job) => processGuestData(ctx, job as Job<GuestDataJob>), concurrency: 1 },
    // One run at a time in small batches, so ingest keeps its share (decision 017).
    {
      queue: 'call-rederive',
      processor: (job) => processCallRederive(ctx, job as Job<CallRederiveJob>),
      concurrency: 1,
    },
    {
      queue: 'knowledge-gaps',
      processor: (job) => processKnowledgeGaps(ctx, job as Job<CallFollowUpJob>),
      concurrency: 4,
    },
    { queue: 'weekly-digest', processor: () => processWeeklyDigest(ctx), concurrency: 1 },
    // Enough at once for the calls' alerts to share their statements (a micro-batch, issue #36).
    { queue: 'call-alerts', processor: (job) => processCallAlerts(job as Job<CallAlertsJob>), concurrency: 16 },
    // Batches take one lock for the rollups in turn; two at a time keeps one inserting while the next waits.
    { queue: 'site-events', processor: (job) => processSiteEvents(ctx, job as Job<SiteEventsJob>), concurrency: 2 },
    { queue: 'operations', processor: (job) => processOperations(ctx, job as Job<OperationsJob>), concurrency: 1 },
    // Waiting on push services, not on the CPU.
    { queue: 'push', processor: (job) => processPush(ctx, job as Job<PushJob>), concurrency: 8 },
  ];
}
