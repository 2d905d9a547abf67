import type { Db } from '../../platform/db/pool.ts';

export interface CallerOfCall {
  /** The thread's key (public.caller_e164 of the stored number); null without a number. Never sent to a browser. */
  callerE164: string | null;
  callerLast4: string | null;
  /** The call's start, in microseconds since the epoch, to count the calls before it exactly. */
  startedMicros: string;
}

/** The caller of one call of the hotel, or null when the hotel has no such call. */
export async function findCallerOfCall(db: Db, hotelId: string, callId: string): Promise<CallerOfCall | null> {
  const { rows } = await db.query<CallerOfCall>(
    `select e164 as "callerE164", case when e164 is null then null else right(e164, 4) end as "callerLast4",
            (extract(epoch from started_at) * 1000000)::bigint::text as "startedMicros"
     from (select public.caller_e164(caller_number) as e164, started_at
           from public.call_logs where hotel_id = $1 and call_id = $2) c`,
    [hotelId, callId],
  );
  return rows[0] ?? null;
}

/**
 * How many of the hotel's calls came from this number, and how many of them started before the
 * given instant (ties by call id, as the list orders). Served by call_logs_hotel_caller_thread_idx.
 */
export async function countCallerCalls(
  db: Db,
  hotelId: string,
  callerE164: string,
  before: { startedMicros: string; callId: string },
): Promise<{ total: number; earlier: number }> {
  const { rows } = await db.query<{ total: number; earlier: number }>(
    `select count(*)::int as total,
            count(*) filter (where (started_at, call_id) <
              (timestamptz 'epoch' + $3::bigint * interval '1 microsecond', $4))::int as earlier
     from public.call_logs
     where hotel_id = $1 and caller_number is not null and public.caller_e164(caller_number) = $2`,
    [hotelId, callerE164, before.startedMicros, before.callId],
  );
  return rows[0] ?? { total: 0, earlier: 0 };
}
