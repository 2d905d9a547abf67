import type { CallbackNumber } from '../../contracts/call-logs.ts';
import { readHotelRole } from '../../platform/access/access.repo.ts';
import type { Identity } from '../../platform/access/identity.ts';
import { recordAudit, type AuditActor } from '../audit-log/index.ts';
import { withTransaction, type Pool } from '../../platform/db/pool.ts';
import { AppError, notFound } from '../../platform/errors/app-error.ts';
import { findCallbackRow, wasErased } from './callback-number.repo.ts';

type LimitRule = { name: string; points: number; durationSeconds: number };

/** The shared rate-limit store as this service uses it (platform/http's RateLimits fits). */
export interface RevealLimits {
  consume(rule: LimitRule, key: string): Promise<void>;
}

/**
 * Reveals per person: enough for a shift of callbacks, too few to read a hotel's callers out one
 * by one (decision 085).
 */
export const callbackRevealLimit: LimitRule = { name: 'callback-number-user', points: 30, durationSeconds: 3600 };

export const callbackRefusals = {
  notOnTeam: "Only the hotel's team can see a caller's number to call back.",
  erased: "This call was erased at the guest's request; its number is gone.",
  notFlagged: 'This call is not flagged for a callback, so its number stays hidden.',
  noNumber: 'This call came without a caller number.',
} as const;

/**
 * The callback reveal (issue #32, decision 085): a team member of the hotel (owner, manager, front
 * desk; never an admin) gets the full number of a call flagged for a callback, and the audit
 * entry (who, which call, when) commits in the same transaction as the read, or neither happens.
 * A refused request writes nothing and spends none of the limit.
 */
export function createCallbackNumberService(db: Pool, rateLimits: RevealLimits) {
  return {
    async reveal(identity: Identity, hotelId: string, callId: string, actor: AuditActor): Promise<CallbackNumber> {
      // Admins act as owners elsewhere; here only a seat on the hotel's own team counts.
      const role = identity.admin ? null : await readHotelRole(db, identity.userId, hotelId);
      if (role === null) throw new AppError('forbidden', callbackRefusals.notOnTeam, { reason: 'role' });
      return withTransaction(db, async (client) => {
        const row = await findCallbackRow(client, hotelId, callId);
        if (!row) {
          if (await wasErased(client, hotelId, callId)) throw new AppError('gone', callbackRefusals.erased);
          throw notFound('Call not found.');
        }
        if (!row.callbackRequested) throw new AppError('conflict', callbackRefusals.notFlagged);
        // A number the card redactor emptied ("[card number removed]") is no number to call.
        if (!row.callerNumber || !/\d/.test(row.callerNumber))
          throw new AppError('conflict', callbackRefusals.noNumber);
        await rateLimits.consume(callbackRevealLimit, identity.userId);
        await recordAudit(client, actor, {
          action: 'callback.number_shown',
          hotelId,
          subject: callId,
          details: { role },
        });
        return { callId, callerNumber: row.callerNumber, summary: row.summary };
      });
    },
  };
}
