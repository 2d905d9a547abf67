import type { Job, Processor } from 'bullmq';
import type { CallIngestJob, KnowledgeFileJob, QueueName } from '@hotelvoice/api/contracts';
import type { WorkerContext } from '../worker-context.ts';
import { createCallIngestProcessor } from './call-ingest/call-ingest.processor.ts';
import { processKnowledgeFile } from './knowledge-file/knowledge-file.processor.ts';
import { createMailProcessor } from './mail/mail.processor.ts';
import { processReconcile } from './reconcile/reconcile.processor.ts';

export interface JobDefinition {
  queue: QueueName;
  processor: Processor;
  concurrency?: number;
}

/** Every queue this worker consumes, with its processor. One entry per jobs/<queue> folder. */
export function jobDefinitions(ctx: WorkerContext): JobDefinition[] {
  const processCallIngest = createCallIngestProcessor(ctx);
  return [
    { queue: 'call-ingest', processor: (job) => processCallIngest(job as Job<CallIngestJob>) },
    { queue: 'reconcile', processor: () => processReconcile(ctx), concurrency: 1 },
    {
      queue: 'knowledge-file',
      processor: (job) => processKnowledgeFile(ctx, job as Job<KnowledgeFileJob>),
      concurrency: 4,
    },
    { queue: 'mail', processor: createMailProcessor(ctx) as Processor, concurrency: 2 },
  ];
}
