import type { TranscriptItem } from '@hotelvoice/api/contracts';
import type { Db } from '@hotelvoice/api/platform/db/pool';

export const backfillRunName = 'card-redaction-v1';

export interface BackfillCursor {
  hotelId: string;
  callId: string;
}

export interface BackfillRow extends BackfillCursor {
  transcript: TranscriptItem[];
  transcriptPath: string | null;
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

export async function countCalls(db: Db): Promise<number> {
  const { rows } = await db.query<{ n: string }>('select count(*) as n from public.call_logs');
  return Number(rows[0]?.n ?? 0);
}

export async function nextBatch(db: Db, after: BackfillCursor | null, limit: number): Promise<BackfillRow[]> {
  const { rows } = await db.query<BackfillRow>(
    `select c.hotel_id as "hotelId", c.call_id as "callId", c.transcript, c.transcript_path as "transcriptPath",
            h.card_last4_visible as "keepLast4"
     from public.call_logs c join public.hotels h on h.hotel_id = c.hotel_id
     where ($1::uuid is null or (c.hotel_id, c.call_id) > ($1::uuid, $2::text))
     order by c.hotel_id, c.call_id limit $3`,
    [after?.hotelId ?? null, after?.callId ?? '', limit],
  );
  return rows;
}

export async function saveRedacted(db: Db, row: BackfillCursor, transcript: TranscriptItem[]): Promise<void> {
  await db.query(
    `update public.call_logs set transcript = $3, transcript_text = $4, updated_at = now()
     where hotel_id = $1 and call_id = $2`,
    [row.hotelId, row.callId, JSON.stringify(transcript), transcript.map((item) => item.text).join('\n')],
  );
}

export async function saveProgress(db: Db, cursor: BackfillCursor, processed: number, changed: number, done: boolean) {
  await db.query(
    `update public.maintenance_runs set cursor = $2, processed = $3, changed = $4,
       finished_at = case when $5 then now() end
     where name = $1`,
    [backfillRunName, JSON.stringify(cursor), processed, changed, done],
  );
}
