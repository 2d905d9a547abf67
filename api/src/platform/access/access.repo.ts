import type { Db } from '../db/pool.ts';

export interface AccessProfile {
  activated: boolean;
  firstName: string;
  lastName: string;
}

/** What every request needs of the users row: whether the account is active, and its name. */
export async function readAccessProfile(db: Db, userId: string): Promise<AccessProfile | undefined> {
  const { rows } = await db.query<AccessProfile>(
    `select activated, first_name as "firstName", last_name as "lastName" from public.users where user_id = $1`,
    [userId],
  );
  return rows[0];
}

/** True when the user is linked to the hotel (user_hotels). */
export async function isLinkedToHotel(db: Db, userId: string, hotelId: string): Promise<boolean> {
  const { rowCount } = await db.query('select 1 from public.user_hotels where user_id = $1 and hotel_id = $2', [
    userId,
    hotelId,
  ]);
  return rowCount === 1;
}
