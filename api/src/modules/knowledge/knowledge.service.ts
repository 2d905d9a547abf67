import { randomUUID } from 'node:crypto';
import type { Queue } from 'bullmq';
import type { KnowledgeFile, KnowledgePreview } from '../../contracts/admin.ts';
import type { KnowledgeFileJob } from '../../contracts/queues.ts';
import type { KnowledgeFileEvent } from '../../contracts/socket-events.ts';
import type { Db } from '../../platform/db/pool.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { isUuid } from '../../platform/access/access.ts';
import type { UploadedFile } from '../../platform/uploaded-file.ts';
import type { Logger } from '../../platform/logger.ts';
import type { StoragePort } from '../../platform/storage/storage-port.ts';
import { decodeTextFile } from '../../platform/text-file.ts';
import type { HotelsService } from '../hotels/hotels.service.ts';
import { requeueById } from '../../platform/queues/requeue.ts';
import {
  deleteKnowledgeFile,
  findKnowledgeFile,
  readKnowledgePreview,
  insertKnowledgeFile,
  listKnowledgeFiles,
  markFailedFileQueued,
} from './knowledge.repo.ts';
import { baseName } from './knowledge.schemas.ts';

export interface KnowledgeDeps {
  db: Db;
  hotels: HotelsService;
  storage: StoragePort;
  queue: Queue<KnowledgeFileJob>;
  logger: Logger;
  /** Tells the admins' sockets about a status change. */
  publish: (event: KnowledgeFileEvent) => void;
}

export const toKnowledgeEvent = (file: KnowledgeFile): KnowledgeFileEvent => ({
  knowledgeFileId: file.knowledgeFileId,
  hotelId: file.hotelId,
  status: file.status,
  failureReason: file.failureReason,
  chunkCount: file.chunkCount,
});

export function createKnowledgeService({ db, hotels, storage, queue, logger, publish }: KnowledgeDeps) {
  async function resolveHotel(isGeneral: boolean, hotelId: string): Promise<string | null> {
    if (isGeneral) {
      if (hotelId) throw new AppError('bad_request', 'A general file has no hotel_id; leave it empty.');
      return null;
    }
    if (!hotelId) throw new AppError('bad_request', 'hotel_id is required when is_general is false.');
    if (!isUuid(hotelId)) throw new AppError('bad_request', 'hotel_id must be a UUID.');
    if (!(await hotels.exists(hotelId))) throw new AppError('not_found', 'Hotel not found.');
    return hotelId;
  }

  return {
    /** Stores the file, records it as queued and queues the knowledge-file job. */
    async upload(
      uploadedBy: string,
      fields: { isGeneral: boolean; hotelId: string },
      file: UploadedFile | null,
    ): Promise<KnowledgeFile> {
      if (!file) throw new AppError('bad_request', 'Attach the file in the "file" field.');
      decodeTextFile(file.data);
      const hotelId = await resolveHotel(fields.isGeneral, fields.hotelId);
      const knowledgeFileId = randomUUID();
      const storagePath = `${hotelId ?? 'general'}/${knowledgeFileId}.txt`;
      await storage.put('knowledge', storagePath, file.data, 'text/plain; charset=utf-8');
      let row: KnowledgeFile;
      try {
        row = await insertKnowledgeFile(db, {
          knowledgeFileId,
          hotelId,
          fileName: baseName(file.fileName),
          storagePath,
          sizeBytes: file.data.length,
          uploadedBy,
        });
      } catch (error) {
        await storage.remove('knowledge', [storagePath]).catch(() => undefined);
        throw error;
      }
      try {
        await queue.add('process', { knowledgeFileId }, { jobId: knowledgeFileId });
      } catch (error) {
        // Nothing would ever process it: undo, so the admin can simply try again.
        logger.error({ err: error, knowledgeFileId }, 'could not queue knowledge file');
        await deleteKnowledgeFile(db, knowledgeFileId);
        await storage.remove('knowledge', [storagePath]).catch(() => undefined);
        throw new AppError('service_unavailable', 'File processing is unavailable right now. Try again shortly.');
      }
      publish(toKnowledgeEvent(row));
      return row;
    },

    list: (hotelId: string | null) => listKnowledgeFiles(db, hotelId),

    /** What the agent now knows from the file; empty until processing has finished. */
    async preview(knowledgeFileId: string): Promise<KnowledgePreview> {
      const file = await findKnowledgeFile(db, knowledgeFileId);
      if (!file) throw new AppError('not_found', 'File not found.');
      return readKnowledgePreview(db, knowledgeFileId);
    },

    async download(knowledgeFileId: string): Promise<{ fileName: string; data: Buffer }> {
      const file = await findKnowledgeFile(db, knowledgeFileId);
      if (!file) throw new AppError('not_found', 'File not found.');
      return { fileName: file.fileName, data: await storage.get('knowledge', file.storagePath) };
    },

    /**
     * An admin's Retry of a failed file: queued again with a fresh count of interruptions. Only
     * a failed file can be retried (409 otherwise); its old failed job is cleared first.
     */
    async retry(knowledgeFileId: string): Promise<KnowledgeFile> {
      const file = await findKnowledgeFile(db, knowledgeFileId);
      if (!file) throw new AppError('not_found', 'File not found.');
      const row = await markFailedFileQueued(db, knowledgeFileId);
      if (!row) throw new AppError('conflict', 'Only a file that failed can be retried.');
      try {
        await requeueById(queue, 'process', { knowledgeFileId }, knowledgeFileId);
      } catch (error) {
        logger.error({ err: error, knowledgeFileId }, 'could not queue knowledge file retry');
        // The reconcile job picks up a queued file whose job is missing; the admin need not wait.
      }
      publish(toKnowledgeEvent(row));
      return row;
    },

    /** Removes the row, its chunks (cascade) and the stored object. */
    async remove(knowledgeFileId: string): Promise<void> {
      const file = await findKnowledgeFile(db, knowledgeFileId);
      if (!file) throw new AppError('not_found', 'File not found.');
      await deleteKnowledgeFile(db, knowledgeFileId);
      await storage.remove('knowledge', [file.storagePath]);
    },
  };
}
