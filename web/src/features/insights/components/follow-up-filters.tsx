import type { FollowUpStatus, FollowUpView } from '@hotelvoice/api/contracts/follow-up-vocabulary';
import type { FollowUpFilter } from '../api/follow-ups.ts';

const viewLabels: Record<FollowUpView, string> = { mine: 'Mine', unassigned: 'Unassigned', all: 'All' };
const statusLabels: Record<FollowUpStatus, string> = { open: 'Open', done: 'Done' };

/** Two rows of toggles: whose follow-ups (Mine / Unassigned / All) and which (Open / Done). */
export function FollowUpFilters({
  filter,
  onChange,
}: {
  filter: FollowUpFilter;
  onChange: (filter: FollowUpFilter) => void;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      <Toggles
        label="Whose follow-ups"
        labels={viewLabels}
        value={filter.view}
        onPick={(view) => onChange({ ...filter, view })}
      />
      <Toggles
        label="Follow-up status"
        labels={statusLabels}
        value={filter.status}
        onPick={(status) => onChange({ ...filter, status })}
      />
    </div>
  );
}

function Toggles<T extends string>({
  label,
  labels,
  value,
  onPick,
}: {
  label: string;
  labels: Record<T, string>;
  value: T;
  onPick: (value: T) => void;
}) {
  return (
    <div role="group" aria-label={label} className="inline-flex rounded-lg ring-1 ring-slate-300">
      {(Object.keys(labels) as T[]).map((key) => (
        <button
          key={key}
          type="button"
          aria-pressed={key === value}
          onClick={() => onPick(key)}
          className={`px-3 py-1.5 text-sm font-medium first:rounded-l-lg last:rounded-r-lg ${
            key === value ? 'bg-brand-700 text-white' : 'bg-white text-slate-700 hover:bg-slate-50'
          }`}
        >
          {labels[key]}
        </button>
      ))}
    </div>
  );
}
