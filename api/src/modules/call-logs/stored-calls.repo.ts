import type { Db } from '../../platform/db/pool.ts';

/** How many of these calls have a row with `turnCount` turns: the fault and scale-out tests wait on it. */
export async function countStoredCalls(
  db: Db,
  calls: { hotelIds: string[]; callIds: string[]; turnCount: number },
): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from public.call_logs
     where hotel_id = any($1::uuid[]) and call_id = any($2::text[]) and turn_count = $3`,
    [calls.hotelIds, calls.callIds, calls.turnCount],
  );
  return rows[0]!.n;
}
