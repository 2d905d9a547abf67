import type { Pool } from '../platform/db/pool.ts';
import type { StoragePort } from '../platform/storage/storage-port.ts';
import { callObjectPaths } from '../contracts/call-objects.ts';
import { countStoredCalls } from '../modules/call-logs/index.ts';

export interface FaultCall {
  hotelId: string;
  callId: string;
  room: string;
  text: string;
  transcript: Buffer;
}

/** Call n: its own id, room and words, so a row can be checked against exactly what was sent. */
export function callOf(n: number, hotelId: string, prefix = 'fault'): FaultCall {
  const room = `${prefix}${n}_room-${n % 40}`;
  const turns = [
    { role: 'assistant', content: [`Good evening, this is call ${n}.`] },
    { role: 'user', content: [`Guest ${n} asks for room ${n % 40} at hotel ${hotelId.slice(0, 8)}.`] },
  ];
  return {
    hotelId,
    callId: `${room}_20250301_120000`,
    room,
    text: turns.map((t) => t.content[0]).join('\n'),
    transcript: Buffer.from(JSON.stringify(turns)),
  };
}

/** Writes the transcript object as a voice agent's storage upload does; retried while a server is down. */
export async function writeCall(storage: StoragePort, call: FaultCall): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await storage.put(
        'calls',
        callObjectPaths(call.hotelId, call.callId).transcript,
        call.transcript,
        'application/json',
      );
      return;
    } catch (error) {
      if (attempt > 600) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/**
 * Waits until every call has a complete row (the pipeline runs in other processes). Fails when no
 * new row has come for `stalledAfterMs`: a stuck pipeline fails, a slow one on a loaded machine
 * passes (issue #31; how fast it recovers is the benchmarks' business, not a test's).
 */
export async function waitForRows(pool: Pool, calls: FaultCall[], stalledAfterMs: number): Promise<void> {
  const hotels = [...new Set(calls.map((c) => c.hotelId))];
  const ids = calls.map((c) => c.callId);
  let stalledAt = Date.now() + stalledAfterMs;
  let done = 0;
  while (Date.now() < stalledAt) {
    try {
      const stored = await countStoredCalls(pool, { hotelIds: hotels, callIds: ids, turnCount: 2 });
      if (stored > done) stalledAt = Date.now() + stalledAfterMs;
      done = stored;
      if (done >= calls.length) return;
    } catch {
      // The database is coming back; ask again.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`only ${done} of ${calls.length} calls were stored, and none for ${stalledAfterMs / 1000} s`);
}
