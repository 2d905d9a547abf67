import type { KnowledgeFileEvent } from '@hotelvoice/api/contracts';
import type { Db, Pool } from '@hotelvoice/api/platform/db/pool';
import { withTransaction } from '@hotelvoice/api/platform/db/pool';

const eventColumns = `knowledge_file_id as "knowledgeFileId", hotel_id as "hotelId", status,
  failure_reason as "failureReason", chunk_count as "chunkCount"`;

export async function findFileForJob(
  db: Db,
  knowledgeFileId: string,
): Promise<{ storagePath: string; hotelId: string | null } | null> {
  const { rows } = await db.query<{ storagePath: string; hotelId: string | null }>(
    `select storage_path as "storagePath", hotel_id as "hotelId" from public.knowledge_files
     where knowledge_file_id = $1`,
    [knowledgeFileId],
  );
  return rows[0] ?? null;
}

export async function setStatus(
  db: Db,
  knowledgeFileId: string,
  status: 'queued' | 'failed',
  failureReason: string | null,
): Promise<KnowledgeFileEvent | null> {
  const { rows } = await db.query<KnowledgeFileEvent>(
    `update public.knowledge_files set status = $2, failure_reason = $3, updated_at = now()
     where knowledge_file_id = $1 returning ${eventColumns}`,
    [knowledgeFileId, status, failureReason],
  );
  return rows[0] ?? null;
}

/**
 * Marks the file processing and counts the run as interrupted when the previous one left it
 * processing (its process died or its job stalled). Null when the file is gone.
 */
export async function startProcessing(
  db: Db,
  knowledgeFileId: string,
): Promise<{ event: KnowledgeFileEvent; interruptedRuns: number } | null> {
  const { rows } = await db.query<KnowledgeFileEvent & { interruptedRuns: number }>(
    `update public.knowledge_files
     set interrupted_runs = interrupted_runs + (status = 'processing')::int,
         status = 'processing', failure_reason = null, updated_at = now()
     where knowledge_file_id = $1
     returning ${eventColumns}, interrupted_runs as "interruptedRuns"`,
    [knowledgeFileId],
  );
  const row = rows[0];
  if (!row) return null;
  const { interruptedRuns, ...event } = row;
  return { event, interruptedRuns };
}

/** Replaces the file's chunks and marks it ready, in one transaction (a rerun gives the same rows). */
export async function storeChunks(
  pool: Pool,
  knowledgeFileId: string,
  hotelId: string | null,
  chunks: string[],
): Promise<KnowledgeFileEvent | null> {
  return withTransaction(pool, async (tx) => {
    const locked = await tx.query('select 1 from public.knowledge_files where knowledge_file_id = $1 for update', [
      knowledgeFileId,
    ]);
    if (locked.rowCount === 0) return null; // deleted while we worked
    await tx.query('delete from public.knowledge_chunks where knowledge_file_id = $1', [knowledgeFileId]);
    await tx.query(
      `insert into public.knowledge_chunks (knowledge_file_id, hotel_id, chunk_index, content)
       select $1, $2, t.ordinality - 1, t.content from unnest($3::text[]) with ordinality as t(content, ordinality)`,
      [knowledgeFileId, hotelId, chunks],
    );
    const { rows } = await tx.query<KnowledgeFileEvent>(
      `update public.knowledge_files
       set status = 'ready', failure_reason = null, chunk_count = $2, interrupted_runs = 0, updated_at = now()
       where knowledge_file_id = $1 returning ${eventColumns}`,
      [knowledgeFileId, chunks.length],
    );
    return rows[0] ?? null;
  });
}

/** Files still queued or processing long after their last change: their job may have been lost. */
export async function findStalledFiles(db: Db, olderThanSeconds: number, limit: number): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `select knowledge_file_id as id from public.knowledge_files
     where status in ('queued', 'processing') and updated_at < now() - make_interval(secs => $1)
     order by updated_at limit $2`,
    [olderThanSeconds, limit],
  );
  return rows.map((r) => r.id);
}
