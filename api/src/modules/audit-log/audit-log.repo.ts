import type { Db } from '../../platform/db/pool.ts';
import { nameIn, readHotelFacts } from '../hotels/index.ts';
import { isoTimestampSql } from '../../contracts/call-log-projection.ts';
import type { AuditEvent } from '../../contracts/guest-data.ts';

/** A row as the admin audit page reads it: the contract's shape, written once. */
export type AuditEventRow = AuditEvent;

export interface AuditFilter {
  action: string | null;
  actor: string | null;
  hotelId: string | null;
  from: Date | null;
  to: Date | null;
  /** Keyset: entries older than this id. */
  before: string | null;
  limit: number;
}

/** Newest first, filtered; the id is the keyset (it grows with time). */
export async function listAuditEvents(db: Db, filter: AuditFilter): Promise<AuditEventRow[]> {
  const { rows } = await db.query<Omit<AuditEventRow, 'hotelName'>>(
    `select a.audit_event_id::text as "auditEventId", ${isoTimestampSql('a.occurred_at')} as "occurredAt",
            a.actor_user_id as "actorUserId", a.actor_email as "actorEmail", a.action, a.hotel_id as "hotelId",
            a.subject, a.ip, a.details
     from public.audit_events a
     where ($1::text is null or a.action = $1)
       and ($2::text is null or a.actor_email ilike '%' || $2 || '%')
       and ($3::uuid is null or a.hotel_id = $3)
       and ($4::timestamptz is null or a.occurred_at >= $4)
       and ($5::timestamptz is null or a.occurred_at < $5)
       and ($6::bigint is null or a.audit_event_id < $6)
     order by a.audit_event_id desc
     limit $7`,
    [filter.action, filter.actor, filter.hotelId, filter.from, filter.to, filter.before, filter.limit],
  );
  // The hotel's name beside each entry, for the page's hotels in one read; null once the hotel is gone.
  const hotels = await readHotelFacts(
    db,
    rows.flatMap((row) => (row.hotelId ? [row.hotelId] : [])),
  );
  return rows.map((row) => ({ ...row, hotelName: nameIn(hotels, row.hotelId) }));
}
