import type { HotelRole, InvitableRole, TeamInvitation, TeamMember } from '../../contracts/team.ts';
import type { Db } from '../../platform/db/pool.ts';
import { withHotelNames } from '../hotels/index.ts';

const iso = (column: string) => `to_char(${column} at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

export async function listMembers(db: Db, hotelId: string): Promise<TeamMember[]> {
  const { rows } = await db.query<TeamMember>(
    `select u.user_id as "userId", u.first_name as "firstName", u.last_name as "lastName", u.email, uh.role,
            ${iso('uh.created_at')} as "joinedAt"
     from public.user_hotels uh join public.users u on u.user_id = uh.user_id
     where uh.hotel_id = $1
     order by array_position(array['owner', 'manager', 'front_desk'], uh.role), lower(u.first_name), u.user_id`,
    [hotelId],
  );
  return rows;
}

export async function listOpenInvitations(db: Db, hotelId: string): Promise<TeamInvitation[]> {
  const { rows } = await db.query<TeamInvitation>(
    `select hotel_invitation_id as "invitationId", email, role, ${iso('created_at')} as "invitedAt",
            ${iso('expires_at')} as "expiresAt", expires_at <= now() as expired
     from public.hotel_invitations
     where hotel_id = $1 and accepted_at is null and revoked_at is null
     order by created_at desc`,
    [hotelId],
  );
  return rows;
}

export async function isMemberByEmail(db: Db, hotelId: string, email: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `select 1 from public.user_hotels uh join public.users u on u.user_id = uh.user_id
     where uh.hotel_id = $1 and lower(u.email) = lower($2)`,
    [hotelId, email],
  );
  return rowCount === 1;
}

/** Inviting an address that already has an open invitation renews that one (new link, role, expiry). */
export async function upsertInvitation(
  db: Db,
  input: {
    hotelId: string;
    email: string;
    role: InvitableRole;
    tokenHash: string;
    invitedBy: string | null;
    days: number;
  },
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into public.hotel_invitations (hotel_id, email, role, token_hash, invited_by, expires_at)
     values ($1, $2, $3, $4, (select user_id from public.users where user_id = $5), now() + make_interval(days => $6))
     on conflict (hotel_id, lower(email)) where accepted_at is null and revoked_at is null
     do update set role = excluded.role, token_hash = excluded.token_hash, invited_by = excluded.invited_by,
                   expires_at = excluded.expires_at, created_at = now()
     returning hotel_invitation_id as id`,
    [input.hotelId, input.email, input.role, input.tokenHash, input.invitedBy, input.days],
  );
  return rows[0]!.id;
}

/** A new link and a fresh week for an open invitation; null when there is no open one. */
export async function renewInvitation(
  db: Db,
  hotelId: string,
  invitationId: string,
  tokenHash: string,
  days: number,
): Promise<{ email: string; role: InvitableRole } | null> {
  const { rows } = await db.query<{ email: string; role: InvitableRole }>(
    `update public.hotel_invitations set token_hash = $3, expires_at = now() + make_interval(days => $4), created_at = now()
     where hotel_id = $1 and hotel_invitation_id = $2 and accepted_at is null and revoked_at is null
     returning email, role`,
    [hotelId, invitationId, tokenHash, days],
  );
  return rows[0] ?? null;
}

export async function revokeInvitation(db: Db, hotelId: string, invitationId: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `update public.hotel_invitations set revoked_at = now()
     where hotel_id = $1 and hotel_invitation_id = $2 and accepted_at is null and revoked_at is null`,
    [hotelId, invitationId],
  );
  return rowCount === 1;
}

export interface InvitationRow {
  invitationId: string;
  hotelId: string;
  hotelName: string;
  email: string;
  role: InvitableRole;
  invitedBy: string;
  state: 'open' | 'expired' | 'revoked' | 'accepted';
}

export async function findInvitationByTokenHash(db: Db, tokenHash: string): Promise<InvitationRow | null> {
  const { rows } = await db.query<Omit<InvitationRow, 'hotelName'>>(
    `select i.hotel_invitation_id as "invitationId", i.hotel_id as "hotelId", i.email, i.role,
            coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), 'The hotel''s team') as "invitedBy",
            case when i.accepted_at is not null then 'accepted' when i.revoked_at is not null then 'revoked'
                 when i.expires_at <= now() then 'expired' else 'open' end as state
     from public.hotel_invitations i
     left join public.users u on u.user_id = i.invited_by
     where i.token_hash = $1`,
    [tokenHash],
  );
  return (await withHotelNames(db, rows))[0] ?? null;
}

/** Takes an open invitation, once: a second acceptance (or an expired or revoked one) gets false. */
export async function markInvitationAccepted(db: Db, invitationId: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `update public.hotel_invitations set accepted_at = now()
     where hotel_invitation_id = $1 and accepted_at is null and revoked_at is null and expires_at > now()`,
    [invitationId],
  );
  return rowCount === 1;
}

/** Adds the member; an existing member takes the invited role, except an owner, who stays owner. */
export async function addMember(db: Db, userId: string, hotelId: string, role: HotelRole): Promise<void> {
  await db.query(
    `insert into public.user_hotels (user_id, hotel_id, role) values ($1, $2, $3)
     on conflict (user_id, hotel_id) do update set role = excluded.role where public.user_hotels.role <> 'owner'`,
    [userId, hotelId, role],
  );
}

export async function memberRole(db: Db, hotelId: string, userId: string): Promise<HotelRole | null> {
  const { rows } = await db.query<{ role: HotelRole }>(
    'select role from public.user_hotels where hotel_id = $1 and user_id = $2 for update',
    [hotelId, userId],
  );
  return rows[0]?.role ?? null;
}

export async function setMemberRole(db: Db, hotelId: string, userId: string, role: HotelRole): Promise<void> {
  await db.query('update public.user_hotels set role = $3 where hotel_id = $1 and user_id = $2', [
    hotelId,
    userId,
    role,
  ]);
}

/** Every current owner becomes a manager; the new owner is set by the caller in the same transaction. */
export async function demoteOwners(db: Db, hotelId: string): Promise<void> {
  await db.query(`update public.user_hotels set role = 'manager' where hotel_id = $1 and role = 'owner'`, [hotelId]);
}

export async function removeMember(db: Db, hotelId: string, userId: string): Promise<void> {
  await db.query('delete from public.user_hotels where hotel_id = $1 and user_id = $2', [hotelId, userId]);
}

/** The profile of someone who joined by invitation: the owner vouched for them, so it is active. */
export async function insertInvitedProfile(
  db: Db,
  profile: { userId: string; firstName: string; lastName: string; email: string },
): Promise<void> {
  await db.query(
    `insert into public.users (user_id, first_name, last_name, email, activated) values ($1, $2, $3, $4, true)
     on conflict (user_id) do nothing`,
    [profile.userId, profile.firstName, profile.lastName, profile.email],
  );
}

export async function hasProfile(db: Db, userId: string): Promise<boolean> {
  const { rowCount } = await db.query('select 1 from public.users where user_id = $1', [userId]);
  return rowCount === 1;
}

export async function accessProfile(
  db: Db,
  userId: string,
): Promise<{ firstName: string; lastName: string; activated: boolean } | null> {
  const { rows } = await db.query<{ firstName: string; lastName: string; activated: boolean }>(
    'select first_name as "firstName", last_name as "lastName", activated from public.users where user_id = $1',
    [userId],
  );
  return rows[0] ?? null;
}
