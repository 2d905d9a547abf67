import type { AuditAction } from '../../contracts/constants.ts';
import type { AuditActor } from '../../platform/access/identity.ts';
import type { Db } from '../../platform/db/pool.ts';

export type { AuditAction } from '../../contracts/constants.ts';
export type { AuditActor } from '../../platform/access/identity.ts';

export interface AuditEntry {
  action: AuditAction;
  hotelId?: string | null;
  /** What was acted on, by id (a user id, a prompt id); never content. */
  subject?: string;
  /** Counts and settings (how many calls, the new retention); never transcript text or numbers. */
  details?: Record<string, string | number | boolean | null>;
}

/** Appends one entry. The table refuses updates and deletes, so what is written stays. */
export async function recordAudit(db: Db, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await db.query(
    `insert into public.audit_events (actor_user_id, actor_email, action, hotel_id, subject, ip, details)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      actor.userId,
      actor.email,
      entry.action,
      entry.hotelId ?? null,
      entry.subject ?? '',
      actor.ip,
      JSON.stringify(entry.details ?? {}),
    ],
  );
}
