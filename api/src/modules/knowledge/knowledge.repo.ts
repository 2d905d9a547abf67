import type { KnowledgePreview, KnowledgeFile } from '../../contracts/admin.ts';
import type { Db } from '../../platform/db/pool.ts';

const columns = `knowledge_file_id as "knowledgeFileId", hotel_id as "hotelId", is_general as "isGeneral",
  file_name as "fileName", size_bytes as "sizeBytes", status, failure_reason as "failureReason",
  chunk_count as "chunkCount", created_at as "createdAt", updated_at as "updatedAt"`;

export interface NewKnowledgeFile {
  knowledgeFileId: string;
  hotelId: string | null;
  fileName: string;
  storagePath: string;
  sizeBytes: number;
  uploadedBy: string;
}

export async function insertKnowledgeFile(db: Db, file: NewKnowledgeFile): Promise<KnowledgeFile> {
  const { rows } = await db.query<KnowledgeFile>(
    `insert into public.knowledge_files
       (knowledge_file_id, hotel_id, is_general, file_name, storage_path, size_bytes, uploaded_by)
     values ($1, $2, $2::uuid is null, $3, $4, $5, $6)
     returning ${columns}`,
    [file.knowledgeFileId, file.hotelId, file.fileName, file.storagePath, file.sizeBytes, file.uploadedBy],
  );
  return rows[0]!;
}

/** Newest first; `hotelId` null lists the general files. */
export async function listKnowledgeFiles(db: Db, hotelId: string | null): Promise<KnowledgeFile[]> {
  const { rows } = await db.query<KnowledgeFile>(
    `select ${columns} from public.knowledge_files
     where ${hotelId ? 'hotel_id = $1' : 'hotel_id is null'}
     order by created_at desc limit 500`,
    hotelId ? [hotelId] : [],
  );
  return rows;
}

export async function findKnowledgeFile(
  db: Db,
  knowledgeFileId: string,
): Promise<(KnowledgeFile & { storagePath: string }) | null> {
  const { rows } = await db.query<KnowledgeFile & { storagePath: string }>(
    `select ${columns}, storage_path as "storagePath" from public.knowledge_files where knowledge_file_id = $1`,
    [knowledgeFileId],
  );
  return rows[0] ?? null;
}

/** Deletes the file row; its chunks go with it (on delete cascade). */
export async function deleteKnowledgeFile(db: Db, knowledgeFileId: string): Promise<void> {
  await db.query('delete from public.knowledge_files where knowledge_file_id = $1', [knowledgeFileId]);
}

/**
 * Puts a failed file back in the queue's hands: queued, no reason, interruptions forgotten.
 * Null when the file is gone or not failed (a file being processed is not started twice).
 */
export async function markFailedFileQueued(db: Db, knowledgeFileId: string): Promise<KnowledgeFile | null> {
  const { rows } = await db.query<KnowledgeFile>(
    `update public.knowledge_files
     set status = 'queued', failure_reason = null, interrupted_runs = 0, updated_at = now()
     where knowledge_file_id = $1 and status = 'failed'
     returning ${columns}`,
    [knowledgeFileId],
  );
  return rows[0] ?? null;
}

/** How much of the processed text a preview shows: enough to recognise the file, not the whole of it. */
export const previewCharacters = 1500;

/**
 * What the agent took from a file: its passage and word counts and the opening of the processed
 * text, read from the indexed chunks (not the upload), so it shows what search will find.
 */
export async function readKnowledgePreview(db: Db, knowledgeFileId: string): Promise<KnowledgePreview> {
  const { rows } = await db.query<KnowledgePreview>(
    `with chunks as (
       select chunk_index, content from public.knowledge_chunks where knowledge_file_id = $1
     ), opening as (
       select string_agg(content, E'\n\n' order by chunk_index) as text
       from (select chunk_index, content from chunks order by chunk_index limit 20) first_chunks
     )
     select (select count(*)::int from chunks) as passages,
            (select coalesce(sum(array_length(regexp_split_to_array(trim(content), '\\s+'), 1)), 0)::int
               from chunks where trim(content) <> '') as words,
            left(coalesce((select text from opening), ''), $2) as text,
            char_length(coalesce((select text from opening), '')) > $2
              or (select count(*) from chunks) > 20 as truncated`,
    [knowledgeFileId, previewCharacters],
  );
  return rows[0]!;
}
