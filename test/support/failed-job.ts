import { eventually } from './eventually.ts';

/** What failedJob needs of a queue: BullMQ's Queue (either backend's queues answer the same). */
interface JobsOf<J> {
  getJobState(id: string): Promise<string>;
  getJob(id: string): Promise<J | undefined>;
}

/**
 * The job once it is in the failed set, read after it got there: a copy read earlier (while it was
 * still active, or the moment its row said failed) may predate its failure and show no reason or
 * attempt yet.
 */
export async function failedJob<J>(queue: JobsOf<J>, id: string, what = 'the failed job'): Promise<J> {
  await eventually(async () => ((await queue.getJobState(id)) === 'failed' ? true : undefined), what);
  const job = await queue.getJob(id);
  if (!job) throw new Error(`${what} (${id}) is gone from the queue`);
  return job;
}
