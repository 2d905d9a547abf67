import type { Db } from '@hotelvoice/api/platform/db/pool';
import type { CallLogValues } from './build-call-log.ts';
import { upsertCallLogs, type UpsertedCall } from '@hotelvoice/api/modules/call-logs';

/**
 * Upserts a batch of calls' rows. One statement cannot touch the same row twice, so a call that
 * appears again (a follow-up job running beside the first) waits for the next round. When a
 * statement fails, its rows are retried one by one, so one bad row fails only its own job.
 */
export async function upsertBatch(db: Db, values: CallLogValues[]): Promise<(UpsertedCall | null | Error)[]> {
  const results: (UpsertedCall | null | Error)[] = new Array(values.length);
  let remaining = values.map((value, index) => ({ value, index }));
  while (remaining.length > 0) {
    const seen = new Set<string>();
    const round: typeof remaining = [];
    const later: typeof remaining = [];
    for (const entry of remaining) {
      const key = `${entry.value.hotelId}/${entry.value.callId}`;
      (seen.has(key) ? later : round).push(entry);
      seen.add(key);
    }
    try {
      const rows = await upsertCallLogs(
        db,
        round.map((e) => e.value),
      );
      round.forEach((e, i) => (results[e.index] = rows[i]!));
    } catch (error) {
      if (round.length === 1) results[round[0]!.index] = error as Error;
      else {
        for (const e of round) {
          results[e.index] = await upsertCallLogs(db, [e.value]).then(
            (rows) => rows[0]!,
            (single: unknown) => single as Error,
          );
        }
      }
    }
    remaining = later;
  }
  return results;
}
