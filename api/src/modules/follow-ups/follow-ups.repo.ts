import { isoTimestampSql } from '../../contracts/call-log-projection.ts';
import { personSql } from '../../contracts/person-projection.ts';
import type {
  FollowUpActivity,
  FollowUpActivityKind,
  FollowUpPerson,
  FollowUpState,
} from '../../contracts/follow-ups.ts';
import type { HotelRole } from '../../contracts/team-roles.ts';
import type { Db } from '../../platform/db/pool.ts';
import { readFollowUpCall, type FollowUpCall } from '../call-logs/index.ts';

/** Who has the follow-up and whether it is done. */
export async function followUpState(db: Db, hotelId: string, callId: string): Promise<FollowUpState> {
  const { rows } = await db.query<Pick<FollowUpState, 'assignee' | 'done'>>(
    `select ${personSql('au', 'a.assignee_id')} as assignee,
       case when x.call_id is null then null
         else json_build_object('by', ${personSql('xu', 'x.handled_by')}, 'at', ${isoTimestampSql('x.handled_at')}) end as done
     from (select $1::uuid as hotel_id, $2::text as call_id) c
     left join public.call_follow_up_assignments a on a.hotel_id = c.hotel_id and a.call_id = c.call_id
     left join public.users au on au.user_id = a.assignee_id
     left join public.call_follow_ups_handled x on x.hotel_id = c.hotel_id and x.call_id = c.call_id
     left join public.users xu on xu.user_id = x.handled_by`,
    [hotelId, callId],
  );
  return { hotelId, callId, ...rows[0]! };
}

/**
 * Holds a per-follow-up lock until the transaction ends, so two changes to one follow-up take turns
 * (the second sees the first's assignee). Then the call behind it, for an alert's words; null when
 * the call does not exist or needs nobody.
 */
export async function lockFollowUp(db: Db, hotelId: string, callId: string): Promise<FollowUpCall | null> {
  await db.query(`select pg_advisory_xact_lock(hashtextextended('follow-up/' || $1 || '/' || $2, 0))`, [
    hotelId,
    callId,
  ]);
  return readFollowUpCall(db, hotelId, callId);
}

export interface TeamMember extends FollowUpPerson {
  email: string;
  role: HotelRole;
}

/** The hotel's active team members, owners first; what a follow-up can be given to. */
export async function listAssignees(db: Db, hotelId: string, userId: string | null = null): Promise<TeamMember[]> {
  const { rows } = await db.query<TeamMember>(
    `select u.user_id as "userId", coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email) as name,
            u.email, uh.role
     from public.user_hotels uh join public.users u on u.user_id = uh.user_id
     where uh.hotel_id = $1 and u.activated and u.deactivated_at is null and ($2::uuid is null or u.user_id = $2)
     order by array_position(array['owner', 'manager', 'front_desk'], uh.role), lower(u.first_name), u.user_id`,
    [hotelId, userId],
  );
  return rows;
}

export async function currentAssigneeId(db: Db, hotelId: string, callId: string): Promise<string | null> {
  const { rows } = await db.query<{ assigneeId: string }>(
    `select assignee_id as "assigneeId" from public.call_follow_up_assignments where hotel_id = $1 and call_id = $2`,
    [hotelId, callId],
  );
  return rows[0]?.assigneeId ?? null;
}

export async function saveAssignment(
  db: Db,
  target: { hotelId: string; callId: string },
  assigneeId: string,
  assignedBy: string,
): Promise<void> {
  await db.query(
    `insert into public.call_follow_up_assignments (hotel_id, call_id, assignee_id, assigned_by)
     values ($1, $2, $3, (select user_id from public.users where user_id = $4))
     on conflict (hotel_id, call_id) do update
       set assignee_id = excluded.assignee_id, assigned_by = excluded.assigned_by, assigned_at = now()`,
    [target.hotelId, target.callId, assigneeId, assignedBy],
  );
}

export async function deleteAssignment(db: Db, hotelId: string, callId: string): Promise<void> {
  await db.query(`delete from public.call_follow_up_assignments where hotel_id = $1 and call_id = $2`, [
    hotelId,
    callId,
  ]);
}

/** Marks done (who and when); false when it already was. */
export async function markDone(db: Db, hotelId: string, callId: string, userId: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `insert into public.call_follow_ups_handled (hotel_id, call_id, handled_by)
     values ($1, $2, (select user_id from public.users where user_id = $3))
     on conflict (hotel_id, call_id) do nothing`,
    [hotelId, callId, userId],
  );
  return rowCount === 1;
}

/** Opens a done follow-up again; false when it was open. */
export async function reopen(db: Db, hotelId: string, callId: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `delete from public.call_follow_ups_handled where hotel_id = $1 and call_id = $2`,
    [hotelId, callId],
  );
  return rowCount === 1;
}

const activityColumns = `k.activity_id as "activityId", k.kind, ${personSql('ku', 'k.actor_id')} as actor,
  ${personSql('ka', 'k.assignee_id')} as assignee, k.body, ${isoTimestampSql('k.created_at')} as "createdAt"`;
const activityJoins = `left join public.users ku on ku.user_id = k.actor_id
  left join public.users ka on ka.user_id = k.assignee_id`;

/** Appends one entry to the follow-up's history and answers it as the list shows it. */
export async function addActivity(
  db: Db,
  entry: {
    hotelId: string;
    callId: string;
    actorId: string;
    kind: FollowUpActivityKind;
    assigneeId?: string | null;
    body?: string | null;
  },
): Promise<FollowUpActivity> {
  const { rows } = await db.query<FollowUpActivity>(
    `with k as (
       insert into public.call_follow_up_activities (hotel_id, call_id, actor_id, kind, assignee_id, body)
       values ($1, $2, (select user_id from public.users where user_id = $3), $4, $5, $6)
       returning *
     )
     select ${activityColumns} from k ${activityJoins}`,
    [entry.hotelId, entry.callId, entry.actorId, entry.kind, entry.assigneeId ?? null, entry.body ?? null],
  );
  return rows[0]!;
}

/** The follow-up's history, oldest first (a follow-up gathers a handful of entries, not pages). */
export async function listActivity(db: Db, hotelId: string, callId: string): Promise<FollowUpActivity[]> {
  const { rows } = await db.query<FollowUpActivity>(
    `select ${activityColumns} from public.call_follow_up_activities k ${activityJoins}
     where k.hotel_id = $1 and k.call_id = $2
     order by k.created_at, k.activity_id`,
    [hotelId, callId],
  );
  return rows;
}

/** How the person wants to hear about follow-ups given to them at this hotel (default: at once). */
export async function assignmentDelivery(db: Db, userId: string, hotelId: string): Promise<string | null> {
  const { rows } = await db.query<{ delivery: string }>(
    `select delivery from public.alert_settings where user_id = $1 and hotel_id = $2 and reason = 'follow_up_assigned'`,
    [userId, hotelId],
  );
  return rows[0]?.delivery ?? null;
}
