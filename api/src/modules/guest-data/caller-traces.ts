import type { Db } from '../../platform/db/pool.ts';
import { forgetCallerGuests } from '../caller-guest/caller-guest.service.ts';

/** One caller being erased: the calls going and the numbers they came from (as stored). */
export interface ErasedCaller {
  hotelId: string;
  callIds: string[];
  callerNumbers: string[];
}

/**
 * What else we hold about a caller beside their calls, each removed in the transaction that deletes
 * the calls (so an erasure is whole or nothing). A new store keyed by a call or a caller's number
 * adds its deletion here, and the erasure test names it.
 */
const callerTraces: ((tx: Db, caller: ErasedCaller) => Promise<unknown>)[] = [
  // The PMS's answers about the guest behind the number (decision 093).
  (tx, caller) => forgetCallerGuests(tx, caller.hotelId, caller.callerNumbers),
];

export async function eraseCallerTraces(tx: Db, caller: ErasedCaller): Promise<void> {
  for (const erase of callerTraces) await erase(tx, caller);
}
