import type { HotelDetail, HotelFieldsBody, HotelSummary } from '../../contracts/admin.ts';
import type { Db } from '../../platform/db/pool.ts';

/** A hotel as the admin area lists it, without its owner (the team's, read by admin-hotels). */
export type HotelRecord = Omit<HotelSummary, 'ownerName'>;
export type HotelRecordDetail = Omit<HotelDetail, 'ownerName' | 'owners' | 'team'>;

const recordColumns = `h.hotel_id as "hotelId", h.name, h.role, h.location, h.facility_owner as "facilityOwner",
  h.last_active as "lastActive", h.profile_picture as "profilePicture"`;

const likeEscape = (value: string) => value.replace(/[\\%_]/g, '\\$&');

/**
 * Case-insensitive substring match on the name, served by hotels_name_trgm_idx (gin trigram on
 * lower(name)); names starting with the query come first.
 */
export async function searchHotelRecords(db: Db, query: string, limit: number): Promise<HotelRecord[]> {
  const needle = likeEscape(query.toLowerCase());
  const { rows } = await db.query<HotelRecord>(
    `select ${recordColumns} from public.hotels h
     where lower(h.name) like '%' || $1 || '%'
     order by lower(h.name) like $1 || '%' desc, lower(h.name), h.hotel_id limit $2`,
    [needle, limit],
  );
  return rows;
}

/** One page of the grid in name order (keyset on hotels_name_idx), after the hotel `afterId`. */
export async function hotelRecordsPage(db: Db, afterId: string | null, limit: number): Promise<HotelRecord[]> {
  const { rows } = await db.query<HotelRecord>(
    `select ${recordColumns} from public.hotels h
     where $1::uuid is null
        or (lower(h.name), h.hotel_id) > (select lower(c.name), c.hotel_id from public.hotels c where c.hotel_id = $1)
     order by lower(h.name), h.hotel_id limit $2`,
    [afterId, limit],
  );
  return rows;
}

export async function findHotelRecord(db: Db, hotelId: string): Promise<HotelRecordDetail | null> {
  const { rows } = await db.query<HotelRecordDetail>(
    `select ${recordColumns}, h.address, h.website, h.phone_number as "phoneNumber",
            h.google_place_id as "googlePlaceId", h.assistant_name as "assistantName", h.timezone as "timeZone"
     from public.hotels h where h.hotel_id = $1`,
    [hotelId],
  );
  return rows[0] ?? null;
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

export async function insertHotelRecord(db: Db, fields: HotelFieldsBody): Promise<string> {
  const keys = Object.keys(fieldColumns) as (keyof HotelFieldsBody)[];
  const { rows } = await db.query<{ hotelId: string }>(
    `insert into public.hotels (${keys.map((k) => fieldColumns[k]).join(', ')})
     values (${keys.map((_, i) => `$${i + 1}`).join(', ')}) returning hotel_id as "hotelId"`,
    keys.map((k) => fields[k]),
  );
  return rows[0]!.hotelId;
}

/** Updates only the given fields; column names come from the fixed map above, never from input. */
export async function updateHotelRecord(db: Db, hotelId: string, fields: Partial<HotelFieldsBody>): Promise<boolean> {
  const keys = (Object.keys(fieldColumns) as (keyof HotelFieldsBody)[]).filter((k) => fields[k] !== undefined);
  const sets = keys.map((k, i) => `${fieldColumns[k]} = $${i + 2}`);
  const { rowCount } = await db.query(
    `update public.hotels set ${[...sets, 'updated_at = now()'].join(', ')} where hotel_id = $1`,
    [hotelId, ...keys.map((k) => fields[k])],
  );
  return rowCount === 1;
}

/** Points the hotel at a new picture; answers the previous one, or null for an unknown hotel. */
export async function setHotelPicture(db: Db, hotelId: string, url: string): Promise<string | null> {
  const { rows } = await db.query<{ previous: string }>(
    `update public.hotels h set profile_picture = $2, updated_at = now()
     from public.hotels old where h.hotel_id = $1 and old.hotel_id = h.hotel_id
     returning old.profile_picture as previous`,
    [hotelId, url],
  );
  return rows[0] ? rows[0].previous : null;
}

/**
 * Locks the hotels (those that exist among `hotelIds`) until the transaction ends: whoever changes a
 * hotel's owner takes this lock first, so two activations cannot both find no owner and make two.
 * In hotel-id order, so two transactions locking overlapping sets cannot deadlock.
 */
export async function lockHotelRows(db: Db, hotelIds: readonly string[]): Promise<{ hotelId: string; name: string }[]> {
  if (hotelIds.length === 0) return [];
  const { rows } = await db.query<{ hotelId: string; name: string }>(
    `select hotel_id as "hotelId", name from public.hotels where hotel_id = any($1::uuid[])
     order by hotel_id for no key update`,
    [hotelIds],
  );
  return rows;
}
