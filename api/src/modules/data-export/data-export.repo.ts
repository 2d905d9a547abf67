import type { Db } from '../../platform/db/pool.ts';

export interface ExportSize {
  calls: number;
  bytes: number;
}

export async function measureHotelData(db: Db, hotelId: string): Promise<ExportSize> {
  const { rows } = await db.query<{ calls: string; bytes: string }>(
    `select count(*) as calls, coalesce(sum(coalesce(transcript_size, 0) + coalesce(recording_size, 0)), 0) as bytes
     from public.call_logs where hotel_id = $1`,
    [hotelId],
  );
  return { calls: Number(rows[0]?.calls ?? 0), bytes: Number(rows[0]?.bytes ?? 0) };
}

export async function hotelNameAndOwnerEmail(db: Db, hotelId: string, userId: string) {
  const { rows } = await db.query<{ name: string; email: string | null }>(
    `select h.name, (select u.email from public.users u where u.user_id = $2) as email
     from public.hotels h where h.hotel_id = $1`,
    [hotelId, userId],
  );
  return rows[0] ?? null;
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
