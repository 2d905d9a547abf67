import Bowser from 'bowser';
import ipaddr from 'ipaddr.js';
import type { Db } from '../db/pool.ts';

/**
 * The account page's list of sessions. The api records a session when it is signed in and again
 * at every refresh (about every 15 minutes while a tab is open), in both auth modes: GoTrue has no
 * endpoint that lists a user's sessions. An ended session is marked, and its tokens are refused
 * from then on (resolveIdentity), which is how one session is ended in Supabase mode too.
 */

export interface SessionSighting {
  sessionId: string;
  userId: string;
  userAgent: string;
  ip: string;
  /** The session just passed the api's code step (two-step sign-in); kept for the session's life. */
  secondStep?: boolean;
}

/**
 * Records a sign-in or refresh; false when the session was already ended from the account page (or
 * the account has no profile, which no page can use).
 */
export async function recordSession(db: Db, seen: SessionSighting): Promise<boolean> {
  const { rowCount } = await db.query(
    `insert into public.account_sessions (session_id, user_id, user_agent, network, second_step_at)
     select $1, $2, $3, $4, case when $5 then now() end where exists (select 1 from public.users where user_id = $2)
     on conflict (session_id) do update set last_seen_at = now(), user_agent = excluded.user_agent, network = excluded.network,
       second_step_at = coalesce(public.account_sessions.second_step_at, excluded.second_step_at)
     where public.account_sessions.ended_at is null
     returning 1`,
    [seen.sessionId, seen.userId, seen.userAgent.slice(0, 512), networkOf(seen.ip), seen.secondStep === true],
  );
  return rowCount === 1;
}

export interface SessionRow {
  sessionId: string;
  userAgent: string;
  network: string;
  signedInAt: string;
  lastSeenAt: string;
}

/** Sessions not ended and seen within the refresh token's lifetime (30 days), newest first. */
export async function listLiveSessions(db: Db, userId: string): Promise<SessionRow[]> {
  const { rows } = await db.query<SessionRow>(
    `select session_id as "sessionId", user_agent as "userAgent", network,
            to_char(created_at at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "signedInAt",
            to_char(last_seen_at at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "lastSeenAt"
     from public.account_sessions
     where user_id = $1 and ended_at is null and last_seen_at > now() - interval '30 days'
     order by last_seen_at desc limit 100`,
    [userId],
  );
  return rows;
}

/** Marks sessions ended: one (`sessionId`) or all of the user's. Returns the ids it ended. */
export async function markSessionsEnded(db: Db, userId: string, sessionId?: string): Promise<string[]> {
  const { rows } = await db.query<{ session_id: string }>(
    `update public.account_sessions set ended_at = now()
     where user_id = $1 and ended_at is null and ($2::uuid is null or session_id = $2::uuid) returning session_id`,
    [userId, sessionId ?? null],
  );
  return rows.map((r) => r.session_id);
}

/** "Chrome on macOS" from a user agent; "Unknown device" when it says nothing useful. */
export function deviceOf(userAgent: string): string {
  if (!userAgent) return 'Unknown device';
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name;
  const os = parsed.os.name;
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? 'Unknown device';
}

/**
 * The network an address belongs to, as a rough place without asking anyone: the /24 of an IPv4
 * address, the /48 of an IPv6 one (a site's prefix). IPv4-mapped IPv6 counts as IPv4.
 */
export function networkOf(ip: string): string {
  if (!ipaddr.isValid(ip)) return '';
  const parsed = ipaddr.process(ip);
  if (parsed.kind() === 'ipv4') {
    const [a, b, c] = (parsed as ipaddr.IPv4).octets;
    return `${a}.${b}.${c}.0/24`;
  }
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 3);
  return `${new ipaddr.IPv6([...parts, 0, 0, 0, 0, 0]).toString()}/48`;
}
