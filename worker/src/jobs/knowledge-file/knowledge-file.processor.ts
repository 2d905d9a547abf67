import type { Job } from 'bullmq';
import { failForGood } from '../fail-for-good.ts';
import { rooms, type KnowledgeFileEvent, type KnowledgeFileJob } from '@hotelvoice/api/contracts';
import type { WorkerContext } from '../../worker-context.ts';
import { runInThread, SandboxFailure, taskBeside, TaskError } from '@hotelvoice/api/platform/sandbox/run-in-thread';
import { findFileForJob, setStatus, startProcessing, storeChunks } from './knowledge-file.repo.ts';

/** Runs that started and never finished (the process died, the job stalled) before we give up. */
export const maxInterruptedRuns = 2;

const chunkTask = taskBeside(import.meta.url, 'chunk-file.task');

/**
 * knowledge-file: read the uploaded text, normalize it, split it into chunks and store them for
 * full-text search, then mark the file ready. Parsing runs in a sandbox thread with a heap and a
 * time limit, so no file can take the worker down. A file that can never be processed (not text,
 * empty, too big for the limits, or one that interrupted its processing again and again) is
 * marked failed with the reason and its job ends failed; storage and database errors are retried
 * and the last attempt records its reason.
 */
export async function processKnowledgeFile(ctx: WorkerContext, job: Job<KnowledgeFileJob>): Promise<void> {
  const { knowledgeFileId } = job.data;
  const publish = (event: KnowledgeFileEvent | null) => {
    if (event) ctx.emitter.toRoom(rooms.admins(), 'knowledge-file:updated', event);
  };
  const file = await findFileForJob(ctx.pool, knowledgeFileId);
  if (!file) return; // deleted before we got to it

  const fail = async (reason: string): Promise<never> => {
    publish(await setStatus(ctx.pool, knowledgeFileId, 'failed', reason));
    ctx.logger.warn({ knowledgeFileId, reason }, 'knowledge file failed');
    return failForGood(reason);
  };

  const started = await startProcessing(ctx.pool, knowledgeFileId);
  if (!started) return;
  publish(started.event);
  if (started.interruptedRuns > maxInterruptedRuns) {
    await fail(`The file could not be processed (processing stopped unexpectedly ${started.interruptedRuns} times).`);
  }

  let chunks: string[];
  try {
    const data = await ctx.storage.get('knowledge', file.storagePath);
    chunks = await runInThread<Uint8Array, string[]>(chunkTask, data, ctx.config.sandbox);
  } catch (error) {
    if (error instanceof TaskError) await fail(error.code === 'bad_request' ? error.message : couldNot(error.message));
    if (error instanceof SandboxFailure) await fail(couldNot(error.message));
    const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    if (lastAttempt) await fail(couldNot((error as Error).message));
    // Not an interruption: the retry starts from 'queued'.
    publish(await setStatus(ctx.pool, knowledgeFileId, 'queued', null));
    throw error;
  }
  if (chunks.length === 0) await fail('The file has no text in it.');
  publish(await storeChunks(ctx.pool, knowledgeFileId, file.hotelId, chunks));
}

function couldNot(why: string): string {
  return `The file could not be processed (${why}).`;
}
