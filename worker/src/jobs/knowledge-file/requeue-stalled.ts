import type { WorkerContext } from '../../worker-context.ts';
import { findStalledFiles } from './knowledge-file.repo.ts';

const stalledAfterSeconds = 120;

/**
 * Queues again every knowledge file left queued or processing: its job was lost with a flushed
 * Redis or never added. The job id is the file id, so a job that still exists is not duplicated.
 */
export async function requeueStalledKnowledgeFiles(ctx: WorkerContext): Promise<number> {
  const ids = await findStalledFiles(ctx.pool, stalledAfterSeconds, 1000);
  await ctx.queues.knowledgeFile.addBulk(
    ids.map((knowledgeFileId) => ({ name: 'process', data: { knowledgeFileId }, opts: { jobId: knowledgeFileId } })),
  );
  return ids.length;
}
