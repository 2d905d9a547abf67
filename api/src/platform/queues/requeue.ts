import type { Queue } from 'bullmq';

/**
 * Adds a job under a fixed id, first clearing a finished (failed or completed) job of that id,
 * which BullMQ would otherwise take as the job already being there. A job still waiting, delayed
 * or running is left alone: it will do the work.
 */
export async function requeueById<Data>(queue: Queue<Data>, name: string, data: Data, jobId: string): Promise<void> {
  const state = await queue.getJobState(jobId);
  if (state === 'failed' || state === 'completed') await queue.remove(jobId);
  // BullMQ's Queue types its add() through conditional generics; the plain call is what it runs.
  await (queue as Queue).add(name, data, { jobId });
}
