import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { invertedRangeText, isInverted, type CallLogFilters } from '../api/call-log-filters.ts';

const inputClass =
  'rounded-lg bg-white px-3 py-2 text-sm ring-1 ring-slate-300 focus:ring-2 focus:ring-brand-600 focus:outline-none';

type Range = Pick<CallLogFilters, 'from' | 'to'>;

/** From and To days; a range that ends before it starts is refused with a message and not applied. */
export function DateRangeFields({ range, onChange }: { range: Range; onChange(range: Range): void }) {
  const [draft, setDraft] = useState(range);
  const [applied, setApplied] = useState(range);
  if (applied.from !== range.from || applied.to !== range.to) {
    setApplied(range);
    setDraft(range);
  }
  const change = (next: Range) => {
    setDraft(next);
    if (!isInverted(next)) onChange(next);
  };
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col text-xs font-medium text-slate-600">
          From
          <input
            type="date"
            value={draft.from}
            onChange={(event) => change({ ...draft, from: event.target.value })}
            aria-invalid={isInverted(draft) || undefined}
            className={inputClass}
          />
        </label>
        <label className="flex flex-col text-xs font-medium text-slate-600">
          To
          <input
            type="date"
            value={draft.to}
            onChange={(event) => change({ ...draft, to: event.target.value })}
            aria-invalid={isInverted(draft) || undefined}
            className={inputClass}
          />
        </label>
      </div>
      {isInverted(draft) && <Alert layout="inline">{invertedRangeText}</Alert>}
    </div>
  );
}
