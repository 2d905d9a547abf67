import type { Db } from '../../platform/db/pool.ts';

export async function hotelExists(db: Db, hotelId: string): Promise<boolean> {
  const { rowCount } = await db.query('select 1 from public.hotels where hotel_id = $1', [hotelId]);
  return rowCount === 1;
}
