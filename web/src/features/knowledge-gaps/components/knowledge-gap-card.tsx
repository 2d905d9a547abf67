import { useState } from 'react';
import { Link } from 'react-router';
import type { KnowledgeGap } from '@hotelvoice/api/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { formatRelative } from '../../../lib/date-time.ts';
import { AnswerForm } from './answer-form.tsx';

const statusLook: Record<KnowledgeGap['status'], { label: string; className: string }> = {
  open: { label: 'Unanswered', className: 'bg-amber-50 text-amber-800 ring-amber-200' },
  answered: { label: 'Answered', className: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  reopened: { label: 'Asked again after answering', className: 'bg-red-50 text-red-800 ring-red-200' },
};

/** One gap: the question, how often and when, example calls (each opens at the turn), and 'Answer this'. */
export function KnowledgeGapCard({
  gap,
  showHotel = false,
  canAnswer = true,
}: {
  gap: KnowledgeGap;
  showHotel?: boolean;
  canAnswer?: boolean;
}) {
  const [answering, setAnswering] = useState(false);
  const look = statusLook[gap.status];
  return (
    <li
      aria-label={gap.question}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      data-status={gap.status}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          {showHotel && <p className="text-xs font-medium text-slate-500">{gap.hotelName}</p>}
          <p className="font-semibold break-words text-slate-900">&ldquo;{gap.question}&rdquo;</p>
          <p className="mt-1 text-sm text-slate-600">
            Asked {gap.count} {gap.count === 1 ? 'time' : 'times'} · first {formatRelative(gap.firstSeen)} · last{' '}
            {formatRelative(gap.lastSeen)}
          </p>
        </div>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ${look.className}`}>{look.label}</span>
      </div>
      {gap.answer && (
        <div className="mt-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          <p className="break-words whitespace-pre-wrap">{gap.answer}</p>
          {gap.answeredAt && (
            <p className="mt-1 text-xs text-slate-500">
              Answered by {gap.answeredBy ?? 'a former user'} {formatRelative(gap.answeredAt)}
            </p>
          )}
        </div>
      )}
      <ul className="mt-3 flex flex-col gap-1 text-sm" aria-label="Example calls">
        {gap.examples.map((example) => (
          <li key={`${example.callId}/${example.turnIndex}`} className="min-w-0 truncate">
            {showHotel ? (
              // Admins read calls in the owners' dashboard only when linked; the question says enough here.
              <span className="text-slate-700">
                {formatRelative(example.askedAt)}: &ldquo;{example.question}&rdquo;
              </span>
            ) : (
              <Link
                to={paths.dashboard.callTurn(gap.hotelId, example.callId, example.turnIndex)}
                className="text-brand-700 underline"
              >
                {formatRelative(example.askedAt)}: &ldquo;{example.question}&rdquo;
              </Link>
            )}
          </li>
        ))}
      </ul>
      {answering ? (
        <AnswerForm
          hotelId={gap.hotelId}
          knowledgeGapId={gap.knowledgeGapId}
          initial={gap.answer ?? ''}
          onDone={() => setAnswering(false)}
        />
      ) : canAnswer ? (
        <Button variant="secondary" className="mt-3" onClick={() => setAnswering(true)}>
          {gap.status === 'open' ? 'Answer this' : 'Update answer'}
        </Button>
      ) : null}
    </li>
  );
}
