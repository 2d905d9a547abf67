import type { Db } from '@hotelvoice/api/platform/db/pool';
import { type StoredTranscript, transcriptsAfter } from '@hotelvoice/api/modules/call-logs';
import { readHotelFacts } from '@hotelvoice/api/modules/hotels';

export const backfillRunName = 'card-redaction-v1';

export interface BackfillCursor {
  hotelId: string;
  callId: string;
}

export interface BackfillRow extends StoredTranscript {
  keepLast4: boolean;
}

export async function readRun(db: Db) {
  const { rows } = await db.query<{
    cursor: BackfillCursor | null;
    processed: string;
    changed: string;
    finished: boolean;
  }>(
    `insert into public.maintenance_runs (name) values ($1) on conflict (name) do update set name = excluded.name
     returning cursor, processed, changed, finished_at is not null as finished`,
    [backfillRunName],
  );
  const row = rows[0]!;
  return { cursor: row.cursor, processed: Number(row.processed), changed: Number(row.changed), finished: row.finished };
}

export async function isRunFinished(db: Db): Promise<boolean> {
  const { rows } = await db.query(`select 1 from public.maintenance_runs where name = $1 and finished_at is not null`, [
    backfillRunName,
  ]);
  return rows.length > 0;
}

/** The next calls after the cursor, each with its hotel's card setting (the hotels module's, one statement per batch). */
export async function nextBatch(db: Db, after: BackfillCursor | null, limit: number): Promise<BackfillRow[]> {
  const calls = await transcriptsAfter(db, after, limit);
  const hotels = await readHotelFacts(
    db,
    calls.map((call) => call.hotelId),
  );
  return calls.map((call) => ({ ...call, keepLast4: hotels.get(call.hotelId)?.cardLast4Visible === true }));
}

export async function saveProgress(db: Db, cursor: BackfillCursor, processed: number, changed: number, done: boolean) {
  await db.query(
    `update public.maintenance_runs set cursor = $2, processed = $3, changed = $4,
       finished_at = case when $5 then now() end
     where name = $1`,
    [backfillRunName, JSON.stringify(cursor), processed, changed, done],
  );
}
