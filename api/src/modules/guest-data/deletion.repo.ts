import type { Db } from '../../platform/db/pool.ts';

/** Where the hotel's own knowledge files are stored. */
export async function knowledgePathsOfHotel(db: Db, hotelId: string): Promise<string[]> {
  const { rows } = await db.query<{ storagePath: string }>(
    `select storage_path as "storagePath" from public.knowledge_files where hotel_id = $1 and storage_path is not null`,
    [hotelId],
  );
  return rows.map((row) => row.storagePath);
}

export async function linkedHotelCount(db: Db, userId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'select count(*)::int as n from public.user_hotels where user_id = $1',
    [userId],
  );
  return rows[0]?.n ?? 0;
}
