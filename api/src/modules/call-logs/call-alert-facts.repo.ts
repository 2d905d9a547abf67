import type { Db } from '../../platform/db/pool.ts';

/** What the alerts of a call are made of, from its row. */
export interface CallAlertFacts {
  hotelId: string;
  callId: string;
  reasons: string[];
  summary: string | null;
  preview: string;
  startedAt: Date;
}

/**
 * Many calls' rows in one statement, one per key in order (null: no such row). `lock`: the rows are
 * share-locked until the transaction ends (a new version of one waits), in the order of their keys.
 */
export async function findCallAlertFacts(
  db: Db,
  keys: { hotelId: string; callId: string }[],
  { lock = false } = {},
): Promise<(CallAlertFacts | null)[]> {
  const { rows } = await db.query<CallAlertFacts>(
    `select c.hotel_id as "hotelId", c.call_id as "callId",
              c.follow_up_reasons as reasons, c.summary, c.transcript_preview as preview,
              c.started_at as "startedAt"
       from unnest($1::uuid[], $2::text[]) as k(hotel_id, call_id)
       join public.call_logs c on c.hotel_id = k.hotel_id and c.call_id = k.call_id
       order by c.hotel_id, c.call_id${lock ? ' for share of c' : ''}`,
    [keys.map((k) => k.hotelId), keys.map((k) => k.callId)],
  );
  const byKey = new Map(rows.map((row) => [`${row.hotelId}/${row.callId}`, row]));
  return keys.map(({ hotelId, callId }) => byKey.get(`${hotelId}/${callId}`) ?? null);
}

/** The follow-up reasons the call's row holds now; none when it has no row. */
export async function findFollowUpReasons(db: Db, hotelId: string, callId: string): Promise<string[]> {
  const { rows } = await db.query<{ reasons: string[] }>(
    'select follow_up_reasons as reasons from public.call_logs where hotel_id = $1 and call_id = $2',
    [hotelId, callId],
  );
  return rows[0]?.reasons ?? [];
}
