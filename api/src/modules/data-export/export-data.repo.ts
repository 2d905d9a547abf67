import { isoTimestampSql } from '../../contracts/call-log-projection.ts';
import type { Db } from '../../platform/db/pool.ts';

export async function exportReviews(db: Db, hotelId: string) {
  const { rows } = await db.query<{ rating: number; feedback: string; createdAt: string }>(
    `select rating, feedback, ${isoTimestampSql('created_at')} as "createdAt"
     from public.reviews where hotel_id = $1 order by created_at`,
    [hotelId],
  );
  return rows;
}

export async function exportKnowledgeFiles(db: Db, hotelId: string) {
  const { rows } = await db.query<{ fileName: string; storagePath: string }>(
    `select file_name as "fileName", storage_path as "storagePath"
     from public.knowledge_files where hotel_id = $1 order by created_at`,
    [hotelId],
  );
  return rows;
}
