import { useId, useState, type FormEvent } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { useMediaQuery, wideScreen } from '../../../lib/use-media-query.ts';
import { exportCallLogsUrl } from '../api/export-call-logs-url.ts';
import { isFiltered, noFilters, type CallLogFilters as Filters } from '../api/call-log-filters.ts';
import { AnalysisFilters } from './analysis-filters.tsx';
import { CallerFilterChip } from './caller-filter-chip.tsx';
import { DateRangeFields } from './date-range-fields.tsx';
import { LanguageFilter } from './language-filter.tsx';

const inputClass =
  'rounded-lg bg-white px-3 py-2 text-sm ring-1 ring-slate-300 focus:ring-2 focus:ring-brand-600 focus:outline-none';

/**
 * Beyond the spec: full-text search over transcripts, a date range, the provider's outcome,
 * the caller's sentiment, how the call ended, its language, and a CSV of what is filtered.
 * The search box is always in view; on a phone the rest folds behind a 'Filter' button (unfolded
 * when the page opens filtered), and is not drawn while folded: a date field's first drawing alone
 * took a tenth of a second of a phone's first render of the call log, and the language list is not
 * asked for until needed.
 */
export function CallLogFilters({
  hotelId,
  filters,
  onChange,
  canExport,
}: {
  hotelId: string;
  filters: Filters;
  onChange(filters: Filters): void;
  /** The CSV is the owner's and managers' (decision 088): the front desk gets no link to a refusal. */
  canExport: boolean;
}) {
  const [q, setQ] = useState(filters.q);
  const [lastQ, setLastQ] = useState(filters.q);
  const [open, setOpen] = useState(() => isFilteredBeyondSearch(filters));
  const wide = useMediaQuery(wideScreen);
  const panelId = useId();
  if (filters.q !== lastQ) {
    setLastQ(filters.q);
    setQ(filters.q);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filters, q: q.trim() });
  };

  return (
    <div className="flex flex-col gap-3">
      {/* A GET form: sent before the app owns it, it opens the same search as a plain link. */}
      <form role="search" method="get" onSubmit={submit} className="flex min-w-0 gap-2">
        <label className="sr-only" htmlFor={`${panelId}-search`}>
          Search transcripts
        </label>
        <input
          id={`${panelId}-search`}
          type="search"
          name="q"
          value={q}
          onChange={(event) => {
            setQ(event.target.value);
            if (event.target.value === '' && filters.q) onChange({ ...filters, q: '' });
          }}
          placeholder="Search transcripts"
          maxLength={200}
          className={`${inputClass} min-w-0 flex-1`}
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
      {filters.caller && (
        <CallerFilterChip
          hotelId={hotelId}
          callId={filters.caller}
          onClear={() => onChange({ ...filters, caller: '' })}
        />
      )}
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className={buttonClasses('secondary', 'self-start md:hidden')}
      >
        Filter{isFilteredBeyondSearch(filters) ? ' (on)' : ''}
      </button>
      <div id={panelId} className={`flex-col gap-3 md:flex ${open ? 'flex' : 'hidden'}`}>
        {(wide || open) && (
          <div className="flex flex-wrap items-end gap-2">
            <DateRangeFields
              range={{ from: filters.from, to: filters.to }}
              onChange={(range) => onChange({ ...filters, ...range })}
            />
            <AnalysisFilters filters={filters} onChange={onChange} />
            <LanguageFilter hotelId={hotelId} filters={filters} onChange={onChange} />
            <div className="flex gap-2 self-end">
              {isFiltered(filters) && (
                <button type="button" onClick={() => onChange(noFilters)} className={buttonClasses('ghost')}>
                  Clear
                </button>
              )}
              {canExport && (
                <a href={exportCallLogsUrl(hotelId, filters)} download className={buttonClasses('primary')}>
                  Export CSV
                </a>
              )}
            </div>
          </div>
        )}
      </div>
    </div>
  );
}

/** Whether something behind the phone's Filter button is set (the search box is always in view). */
const isFilteredBeyondSearch = (filters: Filters) => isFiltered({ ...filters, q: '' });
