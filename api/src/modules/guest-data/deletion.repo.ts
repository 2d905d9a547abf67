import type { Db } from '../../platform/db/pool.ts';

export async function callIdsOfHotel(db: Db, hotelId: string, limit: number): Promise<string[]> {
  const { rows } = await db.query<{ callId: string }>(
    `select call_id as "callId" from public.call_logs where hotel_id = $1 order by call_id limit $2`,
    [hotelId, limit],
  );
  return rows.map((row) => row.callId);
}

export async function hotelForDeletion(db: Db, hotelId: string) {
  const { rows } = await db.query<{ name: string; knowledgePaths: string[] }>(
    `select h.name, coalesce(array_agg(k.storage_path) filter (where k.storage_path is not null), '{}') as "knowledgePaths"
     from public.hotels h left join public.knowledge_files k on k.hotel_id = h.hotel_id
     where h.hotel_id = $1 group by h.hotel_id`,
    [hotelId],
  );
  return rows[0] ?? null;
}

export async function linkedHotelCount(db: Db, userId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'select count(*)::int as n from public.user_hotels where user_id = $1',
    [userId],
  );
  return rows[0]?.n ?? 0;
}
