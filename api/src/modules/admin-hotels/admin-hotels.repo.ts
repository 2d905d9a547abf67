import type { HotelDetail, HotelFieldsBody, HotelOwner, HotelSummary, HotelTeamMember } from '../../contracts/admin.ts';
import type { HotelRole } from '../../contracts/team-roles.ts';
import type { Db } from '../../platform/db/pool.ts';

const summaryColumns = `h.hotel_id as "hotelId", h.name, h.role, h.location, h.facility_owner as "facilityOwner",
  h.last_active as "lastActive", h.profile_picture as "profilePicture",
  (select nullif(trim(u.first_name || ' ' || u.last_name), '') from public.user_hotels uh
   join public.users u on u.user_id = uh.user_id where uh.hotel_id = h.hotel_id and uh.role = 'owner'
   order by uh.created_at limit 1) as "ownerName"`;

const likeEscape = (value: string) => value.replace(/[\\%_]/g, '\\$&');

/**
 * Case-insensitive substring match on the name, served by hotels_name_trgm_idx (gin trigram on
 * lower(name)); names starting with the query come first.
 */
export async function searchHotels(db: Db, query: string, limit: number): Promise<HotelSummary[]> {
  const needle = likeEscape(query.toLowerCase());
  const { rows } = await db.query<HotelSummary>(
    `select ${summaryColumns} from public.hotels h
     where lower(h.name) like '%' || $1 || '%'
     order by lower(h.name) like $1 || '%' desc, lower(h.name), h.hotel_id limit $2`,
    [needle, limit],
  );
  return rows;
}

/** One page of the grid in name order (keyset on hotels_name_idx), after the hotel `afterId`. */
export async function listHotelsPage(db: Db, afterId: string | null, limit: number): Promise<HotelSummary[]> {
  const { rows } = await db.query<HotelSummary>(
    `select ${summaryColumns} from public.hotels h
     where $1::uuid is null
        or (lower(h.name), h.hotel_id) > (select lower(c.name), c.hotel_id from public.hotels c where c.hotel_id = $1)
     order by lower(h.name), h.hotel_id limit $2`,
    [afterId, limit],
  );
  return rows;
}

export async function findHotel(db: Db, hotelId: string): Promise<HotelDetail | null> {
  const { rows } = await db.query<Omit<HotelDetail, 'owners' | 'team'>>(
    `select ${summaryColumns}, h.address, h.website, h.phone_number as "phoneNumber",
            h.google_place_id as "googlePlaceId", h.assistant_name as "assistantName", h.timezone as "timeZone"
     from public.hotels h where h.hotel_id = $1`,
    [hotelId],
  );
  if (!rows[0]) return null;
  const members = await db.query<HotelOwner & { role: HotelRole }>(
    `select u.user_id as "userId", u.first_name as "firstName", u.last_name as "lastName", u.email, uh.role
     from public.user_hotels uh join public.users u using (user_id) where uh.hotel_id = $1
     order by array_position(array['owner', 'manager', 'front_desk'], uh.role), lower(u.last_name), lower(u.first_name)`,
    [hotelId],
  );
  const owners = members.rows.filter((m) => m.role === 'owner').map(({ role: _role, ...owner }) => owner);
  const team = members.rows.filter((m): m is HotelTeamMember => m.role !== 'owner');
  return { ...rows[0], owners, team };
}

const fieldColumns: Record<keyof HotelFieldsBody, string> = {
  name: 'name',
  address: 'address',
  role: 'role',
  location: 'location',
  website: 'website',
  facilityOwner: 'facility_owner',
  phoneNumber: 'phone_number',
  googlePlaceId: 'google_place_id',
  assistantName: 'assistant_name',
  timeZone: 'timezone',
};

export async function insertHotel(db: Db, fields: HotelFieldsBody): Promise<string> {
  const keys = Object.keys(fieldColumns) as (keyof HotelFieldsBody)[];
  const { rows } = await db.query<{ hotelId: string }>(
    `insert into public.hotels (${keys.map((k) => fieldColumns[k]).join(', ')})
     values (${keys.map((_, i) => `$${i + 1}`).join(', ')}) returning hotel_id as "hotelId"`,
    keys.map((k) => fields[k]),
  );
  return rows[0]!.hotelId;
}

/** Updates only the given fields; column names come from the fixed map above, never from input. */
export async function updateHotel(db: Db, hotelId: string, fields: Partial<HotelFieldsBody>): Promise<boolean> {
  const keys = (Object.keys(fieldColumns) as (keyof HotelFieldsBody)[]).filter((k) => fields[k] !== undefined);
  const sets = keys.map((k, i) => `${fieldColumns[k]} = $${i + 2}`);
  const { rowCount } = await db.query(
    `update public.hotels set ${[...sets, 'updated_at = now()'].join(', ')} where hotel_id = $1`,
    [hotelId, ...keys.map((k) => fields[k])],
  );
  return rowCount === 1;
}

export async function setProfilePicture(db: Db, hotelId: string, url: string): Promise<string | null> {
  const { rows } = await db.query<{ previous: string }>(
    `update public.hotels h set profile_picture = $2, updated_at = now()
     from public.hotels old where h.hotel_id = $1 and old.hotel_id = h.hotel_id
     returning old.profile_picture as previous`,
    [hotelId, url],
  );
  return rows[0] ? rows[0].previous : null;
}

export async function findUserIdByEmail(db: Db, email: string): Promise<string | null> {
  const { rows } = await db.query<{ userId: string }>(
    'select user_id as "userId" from public.users where lower(email) = lower($1) limit 1',
    [email],
  );
  return rows[0]?.userId ?? null;
}

/** Locks the hotel row until the transaction ends (every change of a hotel's owner takes it first). */
export async function lockHotel(db: Db, hotelId: string): Promise<string | null> {
  const { rows } = await db.query<{ name: string }>(
    'select name from public.hotels where hotel_id = $1 for no key update',
    [hotelId],
  );
  return rows[0]?.name ?? null;
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
