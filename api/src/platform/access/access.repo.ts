import type { HotelRole } from '../../contracts/team.ts';
import type { Db } from '../db/pool.ts';

export interface AccessProfile {
  activated: boolean;
  firstName: string;
  lastName: string;
  /** The session was ended from the account page (its tokens are refused from then on). */
  sessionEnded: boolean;
  /** The session passed the api's code step (two-step sign-in). */
  secondStepPassed: boolean;
}

/**
 * What every request needs of the users row: whether the account is active, and its name; and
 * whether the session was ended from the account page or passed the code step. One round trip.
 */
export async function readAccessProfile(db: Db, userId: string, sessionId: string): Promise<AccessProfile | undefined> {
  const { rows } = await db.query<AccessProfile>(
    `select activated, first_name as "firstName", last_name as "lastName",
            coalesce(s.ended_at is not null, false) as "sessionEnded",
            coalesce(s.second_step_at is not null, false) as "secondStepPassed"
     from public.users u
     left join public.account_sessions s on s.session_id = $2::uuid and s.user_id = u.user_id
     where u.user_id = $1`,
    [userId, sessionId],
  );
  return rows[0];
}

/** The user's role in the hotel's team, or null when they are not a member. */
export async function readHotelRole(db: Db, userId: string, hotelId: string): Promise<HotelRole | null> {
  const { rows } = await db.query<{ role: HotelRole }>(
    'select role from public.user_hotels where user_id = $1 and hotel_id = $2',
    [userId, hotelId],
  );
  return rows[0]?.role ?? null;
}
