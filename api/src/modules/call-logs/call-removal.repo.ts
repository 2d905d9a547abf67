import { isoTimestampSql } from '../../contracts/call-log-projection.ts';
import type { ErasureCall } from '../../contracts/guest-data.ts';
import type { Db } from '../../platform/db/pool.ts';

/**
 * The call rows guest-data erases and deletes (decision 016): found by caller number or id, listed
 * for a hotel's deletion, and deleted with what hangs on them.
 */

/** Digits of a phone number without leading zeros: "+49 30 901820" and "030 901820" share a tail. */
export const phoneDigits = (phone: string) => phone.replace(/\D/g, '').replace(/^0+/, '');

const columns = `call_id as "callId", ${isoTimestampSql('started_at')} as "startedAt", caller_number as "callerNumber",
  transcript_preview as preview, recording_path is not null as "hasRecording"`;

/** Every call of the hotel whose caller number ends with these digits (national or E.164 form). */
export async function findCallsByPhone(db: Db, hotelId: string, digits: string): Promise<ErasureCall[]> {
  const { rows } = await db.query<ErasureCall>(
    `select ${columns} from public.call_logs
     where hotel_id = $1 and caller_number is not null
       and regexp_replace(caller_number, '\\D', '', 'g') like '%' || $2
     order by started_at desc, call_id`,
    [hotelId, digits],
  );
  return rows;
}

export async function findCall(db: Db, hotelId: string, callId: string): Promise<ErasureCall | null> {
  const { rows } = await db.query<ErasureCall>(
    `select ${columns} from public.call_logs where hotel_id = $1 and call_id = $2`,
    [hotelId, callId],
  );
  return rows[0] ?? null;
}

/** A batch of the hotel's call ids, in id order (a hotel's deletion removes them batch by batch). */
export async function callIdsOfHotel(db: Db, hotelId: string, limit: number): Promise<string[]> {
  const { rows } = await db.query<{ callId: string }>(
    `select call_id as "callId" from public.call_logs where hotel_id = $1 order by call_id limit $2`,
    [hotelId, limit],
  );
  return rows.map((row) => row.callId);
}

/**
 * Deletes the call rows, and with them their search index (a generated column) and preview, and
 * the bookings linked to them (decision 091) and any still owed to them; the PMS keeps its own.
 * One statement, so no booking outlives its call. Answers how many rows went.
 */
export async function deleteCallRows(db: Db, hotelId: string, callIds: string[]): Promise<number> {
  const { rows } = await db.query<{ removed: number }>(
    `with gone as (delete from public.call_logs where hotel_id = $1 and call_id = any($2::text[]) returning room_name),
          changes as (delete from public.booking_changes where hotel_id = $1 and call_ref in (select room_name from gone)),
          bookings as (delete from public.bookings where hotel_id = $1 and call_ref in (select room_name from gone)),
          owed as (update public.pms_idempotency_keys set pending_booking = null
                   where hotel_id = $1 and pending_booking->>'callRef' in (select room_name from gone))
     select count(*)::int as removed from gone`,
    [hotelId, callIds],
  );
  return rows[0]?.removed ?? 0;
}
