import type { Processor, Queue, WorkerOptions } from 'bullmq';
import {
  producedQueueKeys,
  queueTable,
  type JobData,
  type ProducedQueueKey,
  type QueueJobDefaults,
  type QueueKey,
} from '../../contracts/queues.ts';
import { createQueue, createWorker, type QueueConnection } from './backend.ts';

/** The queues the api (and the worker, for follow-up jobs) add jobs to, typed from the queue table. */
export type AppQueues = { [K in ProducedQueueKey]: Queue<JobData<K>> };

/** A queue of the table, with the table's default job options unless `options` says otherwise. */
export function createQueueOf<K extends QueueKey>(
  connection: QueueConnection,
  key: K,
  options: QueueJobDefaults = queueTable[key].options,
): Queue<JobData<K>> {
  return createQueue<JobData<K>>(connection, queueTable[key].name, options);
}

/** A worker on a queue of the table; its processor takes that queue's jobs. */
export function createWorkerOf<K extends QueueKey>(
  connection: QueueConnection,
  key: K,
  processor: Processor<JobData<K>>,
  options?: Omit<WorkerOptions, 'connection'>,
) {
  return createWorker<JobData<K>>(connection, queueTable[key].name, processor, options);
}

export function createAppQueues(connection: QueueConnection): AppQueues {
  // fromEntries loses the pairing of each key with its payload that createQueueOf keeps.
  const entries = producedQueueKeys.map((key): [ProducedQueueKey, Queue] => [key, createQueueOf(connection, key)]);
  return Object.fromEntries(entries) as AppQueues;
}
