import type { Db } from '../../platform/db/pool.ts';

export interface CallbackRow {
  /** The caller's number in full; null when the platform sent none. */
  callerNumber: string | null;
  summary: string | null;
  /** The call's analysis says the caller asked to be called back. */
  callbackRequested: boolean;
}

/**
 * What a callback needs of a call, read in the transaction that writes the reveal's audit entry;
 * the row is locked against an erasure until that entry commits.
 */
export async function findCallbackRow(db: Db, hotelId: string, callId: string): Promise<CallbackRow | null> {
  const { rows } = await db.query<CallbackRow>(
    `select caller_number as "callerNumber", summary,
            'callback_requested' = any(follow_up_reasons) as "callbackRequested"
     from public.call_logs where hotel_id = $1 and call_id = $2
     for share`,
    [hotelId, callId],
  );
  return rows[0] ?? null;
}

/** The call was erased on a guest's request (its tombstone stays; decision 016). */
export async function wasErased(db: Db, hotelId: string, callId: string): Promise<boolean> {
  const { rowCount } = await db.query('select 1 from public.erased_calls where hotel_id = $1 and call_id = $2', [
    hotelId,
    callId,
  ]);
  return (rowCount ?? 0) > 0;
}
