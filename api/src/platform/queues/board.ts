import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { Queue } from 'bullmq';

export const queueBoardPath = '/admin/queues';

/**
 * bull-board over the api's queues. Its BullMQ adapter reads through the queue's backend, so the
 * same board serves Redis and BullMQ's Postgres backend. The caller guards it (admins only).
 */
export function createQueueBoard(queues: Queue[]) {
  const serverAdapter = new ExpressAdapter();
  serverAdapter.setBasePath(queueBoardPath);
  // @bull-board/express pins a patch-older copy of @bull-board/api; the shapes match at runtime.
  createBullBoard({ queues: queues.map((queue) => new BullMQAdapter(queue)), serverAdapter: serverAdapter as never });
  return serverAdapter.getRouter();
}
