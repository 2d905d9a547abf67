import type { AccountProfile } from '../../contracts/account.ts';
import type { Db } from '../../platform/db/pool.ts';

const profileColumns = `email, first_name as "firstName", last_name as "lastName", phone_number as "phoneNumber"`;

export async function findAccountProfile(db: Db, userId: string): Promise<AccountProfile | null> {
  const { rows } = await db.query<AccountProfile>(`select ${profileColumns} from public.users where user_id = $1`, [
    userId,
  ]);
  return rows[0] ?? null;
}

export async function updateAccountProfile(
  db: Db,
  userId: string,
  fields: { firstName: string; lastName: string; phoneNumber: string },
): Promise<AccountProfile | null> {
  const { rows } = await db.query<AccountProfile>(
    `update public.users set first_name = $2, last_name = $3, phone_number = $4 where user_id = $1
     returning ${profileColumns}`,
    [userId, fields.firstName, fields.lastName, fields.phoneNumber],
  );
  return rows[0] ?? null;
}

/** The profile keeps a copy of the sign-in address (admin lists, mail); it follows the account's. */
export async function updateProfileEmail(db: Db, userId: string, email: string): Promise<string | null> {
  const { rows } = await db.query<{ previous: string }>(
    `update public.users u set email = $2 from public.users old
     where u.user_id = $1 and old.user_id = u.user_id returning old.email as previous`,
    [userId, email],
  );
  return rows[0]?.previous ?? null;
}
