import { buttonClasses } from '../../../components/ui/button.tsx';
import { isFiltered, type CallLogFilters } from '../api/call-log-filters.ts';

/** Says which: nothing matches what the owner filtered by (and how to undo it), or no call came yet. */
export function CallLogEmpty({ filters, onClear }: { filters: CallLogFilters; onClear(): void }) {
  if (!isFiltered(filters)) {
    return (
      <div className="p-6 text-center">
        <p className="font-semibold text-slate-900">No calls yet</p>
        <p className="mt-1 text-sm text-slate-600">
          Calls appear here the moment your voice agent finishes one, with the transcript and recording.
        </p>
      </div>
    );
  }
  const q = filters.q.trim();
  const dated = Boolean(filters.from || filters.to);
  const what = q
    ? `No calls match '${q}'${dated ? ' in these dates' : ''}`
    : dated
      ? 'No calls in these dates'
      : 'No calls match these filters';
  return (
    <div className="p-6 text-center">
      <p className="font-semibold text-slate-900">{what}</p>
      <button type="button" onClick={onClear} className={buttonClasses('secondary', 'mt-3')}>
        Clear filters
      </button>
    </div>
  );
}
