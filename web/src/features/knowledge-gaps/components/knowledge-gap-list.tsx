import type { KnowledgeGap } from '@hotelvoice/api/contracts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { KnowledgeGapCard } from './knowledge-gap-card.tsx';

/** Largest open gaps first (the server's order); answered ones follow. */
export function KnowledgeGapList({
  query,
  showHotel = false,
  canAnswer = true,
  empty,
}: {
  query: { data?: KnowledgeGap[]; isPending: boolean; isError: boolean; error: unknown };
  showHotel?: boolean;
  /** False for people who may not write hotel knowledge (the front desk): no 'Answer this'. */
  canAnswer?: boolean;
  empty: string;
}) {
  if (query.isPending) return <Spinner label="Loading questions" />;
  if (query.isError)
    return <Alert layout="banner">{errorMessage(query.error, 'The questions could not be loaded.')}</Alert>;
  const gaps = query.data ?? [];
  if (gaps.length === 0)
    return <p className="rounded-2xl bg-white p-8 text-center text-sm text-slate-600 ring-1 ring-slate-200">{empty}</p>;
  return (
    <ul className="flex flex-col gap-4" aria-label="Unanswered questions">
      {gaps.map((gap) => (
        <KnowledgeGapCard key={gap.knowledgeGapId} gap={gap} showHotel={showHotel} canAnswer={canAnswer} />
      ))}
    </ul>
  );
}
