import type { CallerThread } from '../../contracts/caller-thread.ts';
import type { Db } from '../../platform/db/pool.ts';
import { badRequest, notFound } from '../../platform/errors/app-error.ts';
import { countCallerCalls, findCallerOfCall } from './caller-thread.repo.ts';

export const callerFilterRefusals = {
  unknownCall: 'No call with that id in this hotel to filter by its caller.',
  noNumber: 'That call came without a caller number, so it has no other calls to show.',
} as const;

/**
 * A caller's thread (decision 093): the calls of one number at one hotel, named by any of its calls
 * so that the number itself never reaches the browser.
 */
export function createCallerThreadService(db: Db) {
  return {
    /** `GET …/call-logs/:callId/caller-thread`: how many calls the caller made, and before this one. */
    async thread(hotelId: string, callId: string): Promise<CallerThread> {
      const caller = await findCallerOfCall(db, hotelId, callId);
      if (!caller) throw notFound('Call not found.');
      if (!caller.callerE164) return { callId, callerLast4: null, earlierCalls: 0, totalCalls: 1 };
      const counts = await countCallerCalls(db, hotelId, caller.callerE164, {
        startedMicros: caller.startedMicros,
        callId,
      });
      return { callId, callerLast4: caller.callerLast4, earlierCalls: counts.earlier, totalCalls: counts.total };
    },

    /** The thread key of `?caller=<callId>`; a call the hotel does not have, or one without a number, is a 400. */
    async filterKeyOf(hotelId: string, callId: string): Promise<string> {
      const caller = await findCallerOfCall(db, hotelId, callId);
      if (!caller) throw badRequest(callerFilterRefusals.unknownCall);
      if (!caller.callerE164) throw badRequest(callerFilterRefusals.noNumber);
      return caller.callerE164;
    },

    /** The caller's number in its thread form, for a server-side lookup (the PMS's guest); null without one. */
    async callerNumberOf(hotelId: string, callId: string): Promise<string | null> {
      const caller = await findCallerOfCall(db, hotelId, callId);
      if (!caller) throw notFound('Call not found.');
      return caller.callerE164;
    },
  };
}

export type CallerThreadService = ReturnType<typeof createCallerThreadService>;
