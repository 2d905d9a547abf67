import { useKnowledgeGaps } from '../../../features/knowledge-gaps/api/get-knowledge-gaps.ts';
import { KnowledgeGapList } from '../../../features/knowledge-gaps/components/knowledge-gap-list.tsx';
import { useLiveKnowledgeGaps } from '../../../features/knowledge-gaps/hooks/use-live-knowledge-gaps.ts';
import { HotelGate, PageHeader } from './hotel-gate.tsx';

function GapsOfHotel({ hotelId, canAnswer }: { hotelId: string; canAnswer: boolean }) {
  const query = useKnowledgeGaps(hotelId);
  useLiveKnowledgeGaps(hotelId);
  return (
    <KnowledgeGapList
      query={query}
      canAnswer={canAnswer}
      empty="No unanswered questions yet. When callers ask something your receptionist cannot answer, it shows up here."
    />
  );
}

/** Issue #14: what callers asked that the receptionist could not answer, and 'Answer this'. */
export default function Component() {
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        title="Questions your receptionist couldn't answer"
        subtitle="Similar questions are grouped, the most asked first. Answer one and your receptionist knows it from the next call."
      />
      <HotelGate>
        {/* Answering writes hotel knowledge, which the front desk may not (decision 022). */}
        {(hotel) => <GapsOfHotel key={hotel.id} hotelId={hotel.id} canAnswer={hotel.role !== 'front_desk'} />}
      </HotelGate>
    </div>
  );
}
