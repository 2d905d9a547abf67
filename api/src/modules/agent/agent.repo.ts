import type { Db } from '../../platform/db/pool.ts';

export async function listPromptBodies(db: Db): Promise<{ promptId: string; body: string }[]> {
  const { rows } = await db.query<{ promptId: string; body: string }>(
    'select prompt_id as "promptId", body from public.prompts',
  );
  return rows;
}

export async function hasPmsKey(db: Db, hotelId: string): Promise<boolean> {
  const { rowCount } = await db.query('select 1 from public.pms_keys where hotel_id = $1', [hotelId]);
  return rowCount === 1;
}

export interface KnowledgeText {
  knowledgeFileId: string;
  fileName: string;
  scope: 'general' | 'hotel';
  text: string;
}

/** The ready files that apply to the hotel (general ones and its own), each as its joined chunks. */
export async function readyKnowledge(db: Db, hotelId: string): Promise<KnowledgeText[]> {
  const { rows } = await db.query<KnowledgeText>(
    `select f.knowledge_file_id as "knowledgeFileId", f.file_name as "fileName",
            case when f.hotel_id is null then 'general' else 'hotel' end as scope,
            coalesce(string_agg(c.content, E'\\n\\n' order by c.chunk_index), '') as text
     from public.knowledge_files f left join public.knowledge_chunks c using (knowledge_file_id)
     where f.status = 'ready' and (f.hotel_id is null or f.hotel_id = $1)
     group by f.knowledge_file_id order by f.hotel_id nulls first, f.created_at`,
    [hotelId],
  );
  return rows;
}

export interface RankedChunk {
  knowledgeFileId: string;
  fileName: string;
  scope: 'general' | 'hotel';
  chunkIndex: number;
  content: string;
  rank: number;
}

/** Best-ranked chunks for a web-search style query (quoted phrases, or, -exclusions). */
export async function searchKnowledge(db: Db, hotelId: string, query: string, limit: number): Promise<RankedChunk[]> {
  const { rows } = await db.query<RankedChunk>(
    `select c.knowledge_file_id as "knowledgeFileId", f.file_name as "fileName",
            case when c.hotel_id is null then 'general' else 'hotel' end as scope,
            c.chunk_index as "chunkIndex", c.content,
            ts_rank_cd(c.search_vector, q)::float8 as rank
     from public.knowledge_chunks c
     join public.knowledge_files f using (knowledge_file_id),
     websearch_to_tsquery('english', $2) q
     where f.status = 'ready' and (c.hotel_id is null or c.hotel_id = $1) and c.search_vector @@ q
     order by rank desc, c.hotel_id nulls last, c.knowledge_chunk_id limit $3`,
    [hotelId, query, limit],
  );
  return rows;
}
