import { isoTimestampSql } from '../../contracts/call-log-projection.ts';
import type { ErasureCall } from '../../contracts/guest-data.ts';
import type { Db } from '../../platform/db/pool.ts';

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
