import type { Db } from '../../platform/db/pool.ts';

export interface ProfileRow {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  activated: boolean;
}

export async function insertProfile(
  db: Db,
  profile: Omit<ProfileRow, 'activated'> & { appliedHotelName: string; appliedHotelCity: string },
): Promise<void> {
  await db.query(
    `insert into public.users (user_id, first_name, last_name, email, phone_number, applied_hotel_name,
                               applied_hotel_city, activated)
     values ($1, $2, $3, $4, $5, $6, $7, false)`,
    [
      profile.userId,
      profile.firstName,
      profile.lastName,
      profile.email,
      profile.phoneNumber,
      profile.appliedHotelName,
      profile.appliedHotelCity,
    ],
  );
}

export async function findProfile(db: Db, userId: string): Promise<ProfileRow | null> {
  const { rows } = await db.query<ProfileRow>(
    `select user_id as "userId", first_name as "firstName", last_name as "lastName", email,
            phone_number as "phoneNumber", activated
     from public.users where user_id = $1`,
    [userId],
  );
  return rows[0] ?? null;
}
