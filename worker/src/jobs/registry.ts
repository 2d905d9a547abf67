import type { Processor } from 'bullmq';
import type { QueueName } from '@hotelvoice/api/contracts';
import type { WorkerContext } from '../worker-context.ts';

export interface JobDefinition {
  queue: QueueName;
  processor: Processor;
  concurrency?: number;
}

/** Every queue this worker consumes, with its processor. One entry per jobs/<queue> folder. */
export function jobDefinitions(_ctx: WorkerContext): JobDefinition[] {
  return [];
}
