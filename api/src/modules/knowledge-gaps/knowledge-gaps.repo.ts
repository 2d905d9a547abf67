import { knowledgeGapExampleCount, type KnowledgeGap } from '../../contracts/knowledge-gaps.ts';
import type { Db } from '../../platform/db/pool.ts';
import { withHotelNames } from '../hotels/index.ts';

/**
 * Gaps with their counts and latest examples, largest first. A gap answered before its last
 * question is 'reopened': callers kept asking after it was taught.
 */
const gapListSql = (where: string) => `
  select g.knowledge_gap_id as "knowledgeGapId", g.hotel_id as "hotelId", g.question,
         q.count, q.first_seen as "firstSeen", q.last_seen as "lastSeen",
         case when g.answered_at is null then 'open'
              when q.last_seen > g.answered_at then 'reopened' else 'answered' end as status,
         g.answer, g.answered_at as "answeredAt",
         nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as "answeredBy",
         q.examples
  from public.knowledge_gaps g
  left join public.users u on u.user_id = g.answered_by
  cross join lateral (
    select count(*)::int as count, min(asked_at) as first_seen, max(asked_at) as last_seen,
           (select coalesce(jsonb_agg(e order by e."askedAt" desc), '[]'::jsonb) from (
              select call_id as "callId", turn_index as "turnIndex", question, signal, asked_at as "askedAt"
              from public.knowledge_gap_questions e where e.knowledge_gap_id = g.knowledge_gap_id
              order by asked_at desc, call_id limit ${knowledgeGapExampleCount}) e) as examples
    from public.knowledge_gap_questions x where x.knowledge_gap_id = g.knowledge_gap_id
  ) q
  where q.count > 0 and ${where}
  order by (case when g.answered_at is null or q.last_seen > g.answered_at then 0 else 1 end), q.count desc,
           q.last_seen desc, g.knowledge_gap_id
  limit $2`;

interface GapRow extends Omit<KnowledgeGap, 'hotelName' | 'firstSeen' | 'lastSeen' | 'answeredAt'> {
  firstSeen: Date;
  lastSeen: Date;
  answeredAt: Date | null;
}

const toGap = (row: GapRow & { hotelName: string }): KnowledgeGap => ({
  ...row,
  firstSeen: row.firstSeen.toISOString(),
  lastSeen: row.lastSeen.toISOString(),
  answeredAt: row.answeredAt?.toISOString() ?? null,
  examples: row.examples.map((e) => ({ ...e, askedAt: new Date(e.askedAt).toISOString() })),
});

export async function listHotelGaps(db: Db, hotelId: string, limit: number): Promise<KnowledgeGap[]> {
  const { rows } = await db.query<GapRow>(gapListSql('g.hotel_id = $1'), [hotelId, limit]);
  return (await withHotelNames(db, rows)).map(toGap);
}

/** Every hotel's gaps, for the admin home; `$1` is unused there but keeps one statement. */
export async function listAllGaps(db: Db, limit: number): Promise<KnowledgeGap[]> {
  const { rows } = await db.query<GapRow>(gapListSql('$1::uuid is null'), [null, limit]);
  return (await withHotelNames(db, rows)).map(toGap);
}

export async function findGap(db: Db, hotelId: string, gapId: string): Promise<{ question: string } | null> {
  const { rows } = await db.query<{ question: string }>(
    `select question from public.knowledge_gaps where hotel_id = $1 and knowledge_gap_id = $2`,
    [hotelId, gapId],
  );
  return rows[0] ?? null;
}

export async function markGapAnswered(
  db: Db,
  gap: { hotelId: string; gapId: string; answer: string; answeredBy: string; knowledgeFileId: string },
): Promise<void> {
  await db.query(
    `update public.knowledge_gaps set answer = $3, answered_by = $4, answered_at = now(), knowledge_file_id = $5
     where hotel_id = $1 and knowledge_gap_id = $2`,
    [gap.hotelId, gap.gapId, gap.answer, gap.answeredBy, gap.knowledgeFileId],
  );
}
