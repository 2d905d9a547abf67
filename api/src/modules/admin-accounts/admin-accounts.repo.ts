import type { AdminUser, Application } from '../../contracts/admin.ts';
import type { HotelRole } from '../../contracts/team-roles.ts';
import type { Db } from '../../platform/db/pool.ts';

const applicationColumns = `u.user_id as "userId", u.first_name as "firstName", u.last_name as "lastName",
  u.email, u.phone_number as "phoneNumber", u.applied_hotel_name as "hotelName",
  u.applied_hotel_city as "hotelCity", u.created_at as "appliedAt"`;

export async function listPendingApplications(db: Db): Promise<Application[]> {
  const { rows } = await db.query<Application>(
    `select ${applicationColumns} from public.users u
     where not u.activated and u.rejected_at is null and u.deactivated_at is null
     order by u.created_at limit 500`,
  );
  return rows;
}

/** An account as the admin list shows it, its hotels by id (their names come from the hotels module). */
export type AccountRow = Omit<AdminUser, 'hotels'> & { hotelIds: string[] };

/** Accounts past the application step: active or deactivated, with their hotels and admin claim. */
export async function listAccounts(db: Db): Promise<AccountRow[]> {
  const { rows } = await db.query<AccountRow>(
    `select ${applicationColumns}, u.activated, u.deactivated_at as "deactivatedAt",
            coalesce((a.raw_app_meta_data ->> 'admin')::boolean, false) as admin,
            coalesce((select json_agg(uh.hotel_id) from public.user_hotels uh where uh.user_id = u.user_id), '[]'::json)
              as "hotelIds"
     from public.users u left join auth.users a on a.id = u.user_id
     where u.activated or u.deactivated_at is not null
     order by lower(u.last_name), lower(u.first_name) limit 1000`,
  );
  return rows;
}

export interface AccountProfile {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  activated: boolean;
}

export async function lockProfile(db: Db, userId: string): Promise<AccountProfile | null> {
  const { rows } = await db.query<AccountProfile>(
    `select user_id as "userId", first_name as "firstName", last_name as "lastName", email, activated
     from public.users where user_id = $1 for update`,
    [userId],
  );
  return rows[0] ?? null;
}

export interface HotelOwnerContact {
  hotelId: string;
  firstName: string;
  lastName: string;
  email: string;
}

/** The owner of each of the hotels other than `userId` (read after `lockHotels`, so it is current). */
export async function ownersOf(db: Db, hotelIds: string[], userId: string): Promise<Map<string, HotelOwnerContact>> {
  if (hotelIds.length === 0) return new Map();
  const { rows } = await db.query<HotelOwnerContact>(
    `select distinct on (uh.hotel_id) uh.hotel_id as "hotelId", u.first_name as "firstName",
            u.last_name as "lastName", u.email
     from public.user_hotels uh join public.users u on u.user_id = uh.user_id
     where uh.hotel_id = any($1::uuid[]) and uh.role = 'owner' and uh.user_id <> $2
     order by uh.hotel_id, uh.created_at`,
    [hotelIds, userId],
  );
  return new Map(rows.map((r) => [r.hotelId, r]));
}

/** Links the user to the hotel with the role; an existing link takes the role the admin chose. */
export async function linkHotel(db: Db, userId: string, hotelId: string, role: HotelRole): Promise<void> {
  await db.query(
    `insert into public.user_hotels (user_id, hotel_id, role) values ($1, $2, $3)
     on conflict (user_id, hotel_id) do update set role = excluded.role`,
    [userId, hotelId, role],
  );
}

export async function markActivated(db: Db, userId: string): Promise<void> {
  await db.query(
    `update public.users set activated = true, activated_at = now(), deactivated_at = null, rejected_at = null,
       updated_at = now() where user_id = $1`,
    [userId],
  );
}

export async function markRejected(db: Db, userId: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `update public.users set rejected_at = now(), updated_at = now()
     where user_id = $1 and not activated and rejected_at is null`,
    [userId],
  );
  return rowCount === 1;
}

export async function markDeactivated(db: Db, userId: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `update public.users set activated = false, deactivated_at = now(), updated_at = now()
     where user_id = $1 and activated`,
    [userId],
  );
  return rowCount === 1;
}

/**
 * Whether `userId` is the only active admin left. Takes a transaction-wide lock first, so two
 * admins removing each other at the same moment cannot both pass and leave nobody in charge.
 */
export async function isLastActiveAdmin(db: Db, userId: string): Promise<boolean> {
  await db.query(`select pg_advisory_xact_lock(hashtext('hotelvoice:active-admins'))`);
  const { rows } = await db.query<{ admins: number; includes: boolean | null }>(
    `select count(*)::int as admins, bool_or(a.id = $1) as includes
     from auth.users a join public.users u on u.user_id = a.id
     where coalesce((a.raw_app_meta_data ->> 'admin')::boolean, false) and u.activated`,
    [userId],
  );
  return rows[0]!.includes === true && rows[0]!.admins <= 1;
}
