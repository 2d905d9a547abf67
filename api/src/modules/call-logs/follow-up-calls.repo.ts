import type { FollowUpItem, FollowUpStatus, FollowUpView } from '../../contracts/follow-ups.ts';
import { callLogListColumns, isoTimestampSql } from '../../contracts/call-log-projection.ts';
import { personSql } from '../../contracts/person-projection.ts';
import type { InstantKey } from '../../platform/db/instant-cursor.ts';
import type { Db } from '../../platform/db/pool.ts';

/**
 * The calls that are follow-ups (issue #32, decision 086): the follow-ups module keeps who has them
 * and whether they are done; which calls they are, and their list, are read here (decision 106).
 */

const isDoneSql = `exists (select 1 from public.call_follow_ups_handled x where x.hotel_id = c.hotel_id and x.call_id = c.call_id)`;
const assignmentSql = `select 1 from public.call_follow_up_assignments a where a.hotel_id = c.hotel_id and a.call_id = c.call_id`;

/**
 * The one definition of a follow-up (issue #32): a call started in [$2, $3) with a follow-up
 * reason. It is open until somebody marks it done; the list, its total and the insights and home
 * figure (`open`, `all`) all filter it here. Served by call_logs_open_follow_ups (hotel_id,
 * started_at desc). `mine` adds the viewer as parameter $`next`.
 */
function followUpsSql(filter: FollowUpFilter, next: number): { sql: string; params: unknown[] } {
  const status = filter.status === 'open' ? `not ${isDoneSql}` : isDoneSql;
  const view = {
    mine: ` and exists (${assignmentSql} and a.assignee_id = $${next}::uuid)`,
    unassigned: ` and not exists (${assignmentSql})`,
    all: '',
  }[filter.view];
  return {
    sql: `c.hotel_id = $1 and c.started_at >= $2 and c.started_at < $3 and c.follow_up_reasons <> '{}'
    and ${status}${view}`,
    params: filter.view === 'mine' ? [filter.viewerId] : [],
  };
}

export interface FollowUpFilter {
  status: FollowUpStatus;
  view: FollowUpView;
  /** Whose follow-ups `mine` means. */
  viewerId: string | null;
}

/** Follow-ups of [from, to) matching `filter`, newest first, after the row `after` (the previous page's last). */
export async function listFollowUps(
  db: Db,
  hotelId: string,
  period: { from: Date; to: Date },
  filter: FollowUpFilter,
  after: InstantKey | null,
  limit: number,
): Promise<(FollowUpItem & { key: InstantKey })[]> {
  const where = followUpsSql(filter, 7);
  const { rows } = await db.query<FollowUpItem & { keyAt: string }>(
    `select ${callLogListColumns('c')}, c.follow_up_reasons as reasons, to_json(c.started_at) #>> '{}' as "keyAt",
       ${personSql('au', 'a.assignee_id')} as assignee,
       case when x.call_id is null then null
         else json_build_object('by', ${personSql('xu', 'x.handled_by')}, 'at', ${isoTimestampSql('x.handled_at')}) end as done,
       (select count(*)::int from public.call_follow_up_activities k
        where k.hotel_id = c.hotel_id and k.call_id = c.call_id and k.kind = 'comment') as comments
     from public.call_logs c
     left join public.call_follow_up_assignments a on a.hotel_id = c.hotel_id and a.call_id = c.call_id
     left join public.users au on au.user_id = a.assignee_id
     left join public.call_follow_ups_handled x on x.hotel_id = c.hotel_id and x.call_id = c.call_id
     left join public.users xu on xu.user_id = x.handled_by
     where ${where.sql}
       and ($4::timestamptz is null or (c.started_at, c.call_id) < ($4::timestamptz, $5::text))
     order by c.started_at desc, c.call_id desc
     limit $6`,
    [hotelId, period.from, period.to, after?.at ?? null, after?.id ?? null, limit, ...where.params],
  );
  return rows.map(({ keyAt, ...row }) => ({ ...row, key: { at: keyAt, id: row.callId } }));
}

/** How many follow-ups of [from, to) match `filter`; open and all is the insights and home figure. */
export async function countFollowUps(
  db: Db,
  hotelId: string,
  period: { from: Date; to: Date },
  filter: FollowUpFilter,
): Promise<number> {
  const where = followUpsSql(filter, 4);
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from public.call_logs c where ${where.sql}`,
    [hotelId, period.from, period.to, ...where.params],
  );
  return rows[0]!.n;
}

export interface FollowUpCall {
  startedAt: Date;
  summary: string | null;
  preview: string | null;
}

/** The call behind a follow-up, for an alert's words; null when the call does not exist or needs nobody. */
export async function readFollowUpCall(db: Db, hotelId: string, callId: string): Promise<FollowUpCall | null> {
  const { rows } = await db.query<FollowUpCall>(
    `select c.started_at as "startedAt", c.summary, c.transcript_preview as preview
     from public.call_logs c
     where c.hotel_id = $1 and c.call_id = $2 and c.follow_up_reasons <> '{}'`,
    [hotelId, callId],
  );
  return rows[0] ?? null;
}

/** Whether a follow-up exists (the call has a follow-up reason). */
export async function followUpExists(db: Db, hotelId: string, callId: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `select 1 from public.call_logs where hotel_id = $1 and call_id = $2 and follow_up_reasons <> '{}'`,
    [hotelId, callId],
  );
  return rowCount === 1;
}
