import type { Db } from '../../platform/db/pool.ts';

/** The e-mail address of the account, or null for none. */
export async function emailOfUser(db: Db, userId: string): Promise<string | null> {
  const { rows } = await db.query<{ email: string }>('select email from public.users where user_id = $1', [userId]);
  return rows[0]?.email ?? null;
}

/**
 * May this account export the hotel now: activated, and linked to it or an admin. Read from
 * auth.users as well, which both auth adapters keep in this database (Supabase's own schema).
 */
export async function mayStillExport(db: Db, userId: string, hotelId: string): Promise<boolean> {
  const { rows } = await db.query<{ ok: boolean }>(
    `select u.activated and (
              coalesce((a.raw_app_meta_data ->> 'admin')::boolean, false)
              or exists (select 1 from public.user_hotels uh where uh.user_id = u.user_id and uh.hotel_id = $2)
            ) as ok
     from public.users u join auth.users a on a.id = u.user_id
     where u.user_id = $1`,
    [userId, hotelId],
  );
  return rows[0]?.ok === true;
}
