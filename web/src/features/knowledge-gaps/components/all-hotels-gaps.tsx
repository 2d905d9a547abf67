import { useAllKnowledgeGaps } from '../api/get-all-knowledge-gaps.ts';
import { useLiveKnowledgeGaps } from '../hooks/use-live-knowledge-gaps.ts';
import { KnowledgeGapList } from './knowledge-gap-list.tsx';

/** The admin home's view of every hotel's gaps: what many hotels are asked belongs in general knowledge. */
export function AllHotelsGaps() {
  const query = useAllKnowledgeGaps();
  useLiveKnowledgeGaps(null);
  return (
    <section aria-labelledby="all-gaps-heading" className="space-y-3">
      <h2 id="all-gaps-heading" className="text-lg font-semibold text-slate-900">
        Questions receptionists couldn&apos;t answer, all hotels
      </h2>
      <KnowledgeGapList query={query} showHotel empty="No unanswered questions at any hotel yet." />
    </section>
  );
}
