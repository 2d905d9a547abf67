import { requeueById } from '@hotelvoice/api/platform/queues/requeue';
import type { WorkerContext } from '../../worker-context.ts';
import { findStalledFiles } from './knowledge-file.repo.ts';

const stalledAfterSeconds = 120;

/**
 * Queues again every knowledge file left queued or processing: its job was lost with a flushed
 * Redis, never added, or failed without the file hearing of it (a job that stalled too often).
 * The next run counts the interruption, so a file that keeps killing its run ends failed. A file
 * marked failed is never queued again here; only an admin's Retry does that.
 */
export async function requeueStalledKnowledgeFiles(ctx: WorkerContext): Promise<number> {
  const ids = await findStalledFiles(ctx.pool, stalledAfterSeconds, 1000);
  for (const knowledgeFileId of ids) {
    await requeueById(ctx.queues.knowledgeFile, 'process', { knowledgeFileId }, knowledgeFileId);
  }
  return ids.length;
}
