import type { Job } from 'bullmq';
import { rooms, type KnowledgeFileEvent, type KnowledgeFileJob } from '@hotelvoice/api/contracts';
import { AppError } from '@hotelvoice/api/platform/errors/app-error';
import { decodeTextFile } from '@hotelvoice/api/platform/text-file';
import type { WorkerContext } from '../../worker-context.ts';
import { chunkText } from './chunk-text.ts';
import { findFileForJob, setStatus, storeChunks } from './knowledge-file.repo.ts';
import { normalizeText } from './normalize-text.ts';

/**
 * knowledge-file: read the uploaded text, normalize it, split it into chunks and store them for
 * full-text search, then mark the file ready. A file that can never be processed (not text, gone
 * from storage, empty) is marked failed with the reason at once; other errors are retried and the
 * last attempt records its reason.
 */
export async function processKnowledgeFile(ctx: WorkerContext, job: Job<KnowledgeFileJob>): Promise<void> {
  const { knowledgeFileId } = job.data;
  const publish = (event: KnowledgeFileEvent | null) => {
    if (event) ctx.emitter.toRoom(rooms.admins(), 'knowledge-file:updated', event);
  };
  const file = await findFileForJob(ctx.pool, knowledgeFileId);
  if (!file) return; // deleted before we got to it

  try {
    publish(await setStatus(ctx.pool, knowledgeFileId, 'processing', null));
    const data = await ctx.storage.get('knowledge', file.storagePath);
    const chunks = chunkText(normalizeText(decodeTextFile(data)));
    if (chunks.length === 0) throw new AppError('bad_request', 'The file has no text in it.');
    publish(await storeChunks(ctx.pool, knowledgeFileId, file.hotelId, chunks));
  } catch (error) {
    const permanent = error instanceof AppError;
    const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    if (permanent || lastAttempt) {
      const reason = permanent ? error.message : `Processing failed: ${(error as Error).message}`;
      publish(await setStatus(ctx.pool, knowledgeFileId, 'failed', reason));
      ctx.logger.warn({ knowledgeFileId, reason }, 'knowledge file failed');
    }
    if (!permanent) throw error;
  }
}
