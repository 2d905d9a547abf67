import type { KnowledgeGap } from '../../contracts/knowledge-gaps.ts';
import type { Db } from '../../platform/db/pool.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { isUuid } from '../../platform/access/access.ts';
import type { createKnowledgeService } from '../knowledge/knowledge.service.ts';
import { findGap, listAllGaps, listHotelGaps, markGapAnswered } from './knowledge-gaps.repo.ts';

const listLimit = 100;

/** The file an answer becomes: question and answer together, so a search for either finds it. */
export function answerFileText(question: string, answer: string): string {
  return `Question: ${question}\nAnswer: ${answer}\n`;
}

export function createKnowledgeGapsService(
  db: Db,
  knowledge: ReturnType<typeof createKnowledgeService>,
  /** Tells the hotel's other open pages and the admins that its list changed. */
  gapsChanged: (hotelId: string) => void,
) {
  return {
    listForHotel: (hotelId: string): Promise<KnowledgeGap[]> => listHotelGaps(db, hotelId, listLimit),
    listAll: (): Promise<KnowledgeGap[]> => listAllGaps(db, listLimit),

    /**
     * Teaches the agent: the answer becomes a knowledge file of the hotel, processed by the
     * knowledge-file job like an upload, and the gap records who answered and when.
     */
    async answer(hotelId: string, gapId: string, answer: string, answeredBy: string): Promise<void> {
      if (!isUuid(gapId)) throw new AppError('not_found', 'Question not found.');
      const gap = await findGap(db, hotelId, gapId);
      if (!gap) throw new AppError('not_found', 'Question not found.');
      const file = await knowledge.upload(
        answeredBy,
        { isGeneral: false, hotelId },
        {
          fileName: `answer-${gapId.slice(0, 8)}.txt`,
          mimeType: 'text/plain',
          data: Buffer.from(answerFileText(gap.question, answer), 'utf8'),
        },
      );
      await markGapAnswered(db, { hotelId, gapId, answer, answeredBy, knowledgeFileId: file.knowledgeFileId });
      gapsChanged(hotelId);
    },
  };
}
