import type { CallSentiment } from '@hotelvoice/api/contracts';

const marks: Record<CallSentiment, { symbol: string; className: string }> = {
  positive: { symbol: '☺', className: 'text-emerald-600' },
  neutral: { symbol: '◦', className: 'text-slate-500' },
  negative: { symbol: '☹', className: 'text-red-600' },
  unknown: { symbol: '?', className: 'text-slate-400' },
};

/** The caller's sentiment as the provider judged it; nothing when it gave none. */
export function SentimentMark({ sentiment }: { sentiment: CallSentiment | null }) {
  if (!sentiment) return null;
  const mark = marks[sentiment];
  return (
    <span className={`text-sm leading-none ${mark.className}`} title={`Caller sentiment: ${sentiment}`}>
      <span aria-hidden="true">{mark.symbol}</span>
      <span className="sr-only">Caller sentiment: {sentiment}</span>
    </span>
  );
}
