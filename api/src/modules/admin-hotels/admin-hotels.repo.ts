import type { HotelOwner, HotelTeamMember } from '../../contracts/admin.ts';
import type { HotelRole } from '../../contracts/team-roles.ts';
import type { Db } from '../../platform/db/pool.ts';

/** Each hotel's owner on HotelVoice (the first linked with the owner role): one statement for a page. */
export async function ownerNamesOf(db: Db, hotelIds: string[]): Promise<Map<string, string | null>> {
  if (hotelIds.length === 0) return new Map();
  const { rows } = await db.query<{ hotelId: string; name: string | null }>(
    `select distinct on (uh.hotel_id) uh.hotel_id as "hotelId", nullif(trim(u.first_name || ' ' || u.last_name), '') as name
     from public.user_hotels uh join public.users u on u.user_id = uh.user_id
     where uh.hotel_id = any($1::uuid[]) and uh.role = 'owner'
     order by uh.hotel_id, uh.created_at`,
    [hotelIds],
  );
  return new Map(rows.map((row) => [row.hotelId, row.name]));
}

export interface HotelMembers {
  owners: HotelOwner[];
  team: HotelTeamMember[];
  /** The first owner's name, as the grid shows it; null while there is none. */
  ownerName: string | null;
}

/** The hotel's team: its owners, the rest by role, and the name of the owner linked first. */
export async function hotelMembers(db: Db, hotelId: string): Promise<HotelMembers> {
  const members = await db.query<HotelOwner & { role: HotelRole; displayName: string | null; linkedAt: Date }>(
    `select u.user_id as "userId", u.first_name as "firstName", u.last_name as "lastName", u.email, uh.role,
            nullif(trim(u.first_name || ' ' || u.last_name), '') as "displayName", uh.created_at as "linkedAt"
     from public.user_hotels uh join public.users u using (user_id) where uh.hotel_id = $1
     order by array_position(array['owner', 'manager', 'front_desk'], uh.role), lower(u.last_name), lower(u.first_name)`,
    [hotelId],
  );
  const people = members.rows.map(({ displayName: _d, linkedAt: _l, ...person }) => person);
  const owners = people.filter((m) => m.role === 'owner').map(({ role: _role, ...owner }) => owner);
  const team = people.filter((m): m is HotelTeamMember => m.role !== 'owner');
  const first = members.rows
    .filter((m) => m.role === 'owner')
    .reduce<(typeof members.rows)[number] | null>((a, m) => (a === null || m.linkedAt < a.linkedAt ? m : a), null);
  return { owners, team, ownerName: first?.displayName ?? null };
}

export async function findUserIdByEmail(db: Db, email: string): Promise<string | null> {
  const { rows } = await db.query<{ userId: string }>(
    'select user_id as "userId" from public.users where lower(email) = lower($1) limit 1',
    [email],
  );
  return rows[0]?.userId ?? null;
}

/** The hotel's owner other than `userId`, if any (read after `lockHotel`). */
export async function otherOwnerName(db: Db, hotelId: string, userId: string): Promise<string | null> {
  const { rows } = await db.query<{ name: string }>(
    `select trim(u.first_name || ' ' || u.last_name) as name from public.user_hotels uh
     join public.users u on u.user_id = uh.user_id
     where uh.hotel_id = $1 and uh.role = 'owner' and uh.user_id <> $2 limit 1`,
    [hotelId, userId],
  );
  return rows[0]?.name ?? null;
}

/** Makes the account the hotel's owner (a member already on the team becomes the owner). */
export async function linkOwner(db: Db, hotelId: string, userId: string): Promise<void> {
  await db.query(
    `insert into public.user_hotels (user_id, hotel_id, role) values ($1, $2, 'owner')
     on conflict (user_id, hotel_id) do update set role = 'owner'`,
    [userId, hotelId],
  );
}

export async function unlinkOwner(db: Db, hotelId: string, userId: string): Promise<boolean> {
  const { rowCount } = await db.query('delete from public.user_hotels where user_id = $1 and hotel_id = $2', [
    userId,
    hotelId,
  ]);
  return rowCount === 1;
}
