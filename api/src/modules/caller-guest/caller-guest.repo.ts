import type { CallerGuest } from '../../contracts/caller-thread.ts';
import type { Db } from '../../platform/db/pool.ts';

type Guest = NonNullable<CallerGuest['guest']>;

/** The PMS's last answer for this caller while it is fresh: the guest, null for "nobody", undefined when none is kept. */
export async function readGuestLookup(db: Db, hotelId: string, callerE164: string): Promise<Guest | null | undefined> {
  const { rows } = await db.query<{ guest: Guest | null }>(
    `select guest from public.pms_guest_lookups where hotel_id = $1 and caller_e164 = $2 and expires_at > now()`,
    [hotelId, callerE164],
  );
  return rows.length === 0 ? undefined : rows[0]!.guest;
}

/** Keeps the answer for `seconds`, and drops the hotel's expired answers (they hold guests' names). */
export async function saveGuestLookup(
  db: Db,
  hotelId: string,
  callerE164: string,
  guest: Guest | null,
  seconds: number,
): Promise<void> {
  await db.query(
    `with expired as (
       delete from public.pms_guest_lookups where hotel_id = $1 and expires_at <= now() and caller_e164 <> $2
     )
     insert into public.pms_guest_lookups (hotel_id, caller_e164, guest, expires_at)
     values ($1, $2, $3, now() + make_interval(secs => $4))
     on conflict (hotel_id, caller_e164) do update
       set guest = excluded.guest, looked_up_at = now(), expires_at = excluded.expires_at`,
    [hotelId, callerE164, guest === null ? null : JSON.stringify(guest), seconds],
  );
}

/** Forgets every kept answer for these numbers (stored as sent; matched in their thread form). */
export async function deleteGuestLookups(db: Db, hotelId: string, callerNumbers: string[]): Promise<number> {
  if (callerNumbers.length === 0) return 0;
  const { rowCount } = await db.query(
    `delete from public.pms_guest_lookups
     where hotel_id = $1 and caller_e164 in (select public.caller_e164(n) from unnest($2::text[]) n)`,
    [hotelId, callerNumbers],
  );
  return rowCount ?? 0;
}
