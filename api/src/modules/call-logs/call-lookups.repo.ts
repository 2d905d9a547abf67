import type { Db } from '../../platform/db/pool.ts';

export async function countAllCalls(db: Db): Promise<number> {
  const { rows } = await db.query<{ n: string }>('select count(*) as n from public.call_logs');
  return Number(rows[0]?.n ?? 0);
}

export async function countHotelCalls(db: Db, hotelId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'select count(*)::int as n from public.call_logs where hotel_id = $1',
    [hotelId],
  );
  return rows[0]?.n ?? 0;
}

/** The calls, of any hotel, with these call ids (a provider's id names no hotel). */
export async function findCallsWithIds(db: Db, callIds: string[]): Promise<{ hotelId: string; callId: string }[]> {
  const { rows } = await db.query<{ hotelId: string; callId: string }>(
    `select hotel_id as "hotelId", call_id as "callId" from public.call_logs where call_id = any($1::text[])`,
    [callIds],
  );
  return rows;
}

/** Whether retention deleted the call's recording (it is never fetched or attached again). */
export async function isRecordingDeleted(db: Db, hotelId: string, callId: string): Promise<boolean> {
  const { rows } = await db.query<{ deleted: boolean }>(
    `select exists (select 1 from public.call_logs
                    where hotel_id = $1 and call_id = $2 and recording_deleted_at is not null) as deleted`,
    [hotelId, callId],
  );
  return rows[0]?.deleted === true;
}
