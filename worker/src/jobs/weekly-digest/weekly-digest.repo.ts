import type { Db } from '@hotelvoice/api/platform/db/pool';

/** Claims the hotel's digest of the week; false when it was already sent (the row exists). */
export async function claimWeek(db: Db, hotelId: string, weekStart: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `insert into public.weekly_digests (hotel_id, week_start) values ($1, $2) on conflict do nothing`,
    [hotelId, weekStart],
  );
  return (rowCount ?? 0) > 0;
}

export async function setRecipients(db: Db, hotelId: string, weekStart: string, recipients: number) {
  await db.query('update public.weekly_digests set recipients = $3 where hotel_id = $1 and week_start = $2', [
    hotelId,
    weekStart,
    recipients,
  ]);
}

/** The hotel's active owners who have the digest on (default on). */
export async function digestRecipients(db: Db, hotelId: string): Promise<{ userId: string; email: string }[]> {
  const { rows } = await db.query<{ userId: string; email: string }>(
    `select u.user_id as "userId", u.email from public.user_hotels uh
     join public.users u on u.user_id = uh.user_id and u.activated and u.deactivated_at is null
     left join public.alert_settings s on s.user_id = u.user_id and s.hotel_id = uh.hotel_id and s.reason = 'weekly_digest'
     where uh.hotel_id = $1 and coalesce(s.delivery, 'immediate') <> 'off'`,
    [hotelId],
  );
  return rows;
}
