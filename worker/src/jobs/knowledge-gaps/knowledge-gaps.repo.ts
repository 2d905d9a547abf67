import { knowledgeGapSimilarity } from '@hotelvoice/api/contracts';
import { withTransaction, type Db, type Pool } from '@hotelvoice/api/platform/db/pool';
import type { DetectedGap } from './detect-gaps.ts';

export interface KeyedGap extends DetectedGap {
  questionKey: string;
}

/** For each call, in order: whether any of its caller questions are recorded (one statement for all). */
export async function callsWithGapQuestions(db: Db, calls: { hotelId: string; callId: string }[]): Promise<boolean[]> {
  const { rows } = await db.query<{ hotelId: string; callId: string }>(
    `select distinct q.hotel_id as "hotelId", q.call_id as "callId"
     from unnest($1::uuid[], $2::text[]) as k(hotel_id, call_id)
     join public.knowledge_gap_questions q on q.hotel_id = k.hotel_id and q.call_id = k.call_id`,
    [calls.map((call) => call.hotelId), calls.map((call) => call.callId)],
  );
  const recorded = new Set(rows.map((row) => `${row.hotelId}/${row.callId}`));
  return calls.map((call) => recorded.has(`${call.hotelId}/${call.callId}`));
}

/**
 * Makes the call's recorded questions exactly `gaps`: turns no longer found are removed, new ones
 * join the most similar gap of the hotel (pg_trgm, at least knowledgeGapSimilarity) or start one.
 * A per-hotel advisory lock keeps two calls asking a new question at once from starting two gaps.
 * Returns how many questions were newly recorded and how many were dropped.
 */
export async function recordCallGaps(
  pool: Pool,
  call: { hotelId: string; callId: string; askedAt: Date },
  gaps: KeyedGap[],
): Promise<{ added: number; removed: number }> {
  return withTransaction(pool, async (db) => {
    await db.query(`select pg_advisory_xact_lock(hashtextextended('knowledge-gaps/' || $1, 0))`, [call.hotelId]);
    const dropped = await db.query(
      `delete from public.knowledge_gap_questions
       where hotel_id = $1 and call_id = $2 and not (turn_index = any($3::int[]))`,
      [call.hotelId, call.callId, gaps.map((gap) => gap.turnIndex)],
    );
    let added = 0;
    for (const gap of gaps) {
      const { rowCount } = await db.query(
        `select 1 from public.knowledge_gap_questions where hotel_id = $1 and call_id = $2 and turn_index = $3`,
        [call.hotelId, call.callId, gap.turnIndex],
      );
      if (rowCount) continue;
      const gapId = (await similarGap(db, call.hotelId, gap.questionKey)) ?? (await newGap(db, call.hotelId, gap));
      await db.query(
        `insert into public.knowledge_gap_questions
           (knowledge_gap_id, hotel_id, call_id, turn_index, question, signal, asked_at)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [gapId, call.hotelId, call.callId, gap.turnIndex, gap.question, gap.signal, call.askedAt],
      );
      added++;
    }
    return { added, removed: dropped.rowCount ?? 0 };
  });
}

async function similarGap(db: Db, hotelId: string, questionKey: string): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    `select knowledge_gap_id as id from public.knowledge_gaps
     where hotel_id = $1 and extensions.similarity(question_key, $2) >= $3
     order by extensions.similarity(question_key, $2) desc, created_at limit 1`,
    [hotelId, questionKey, knowledgeGapSimilarity],
  );
  return rows[0]?.id ?? null;
}

async function newGap(db: Db, hotelId: string, gap: KeyedGap): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into public.knowledge_gaps (hotel_id, question, question_key) values ($1, $2, $3)
     returning knowledge_gap_id as id`,
    [hotelId, gap.question, gap.questionKey],
  );
  return rows[0]!.id;
}
