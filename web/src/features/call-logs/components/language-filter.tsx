import { useCallLanguages } from '../api/get-call-languages.ts';
import type { CallLogFilters as Filters } from '../api/call-log-filters.ts';
import { languageName } from '../lib/call-format.ts';

const selectClass =
  'rounded-lg bg-white px-3 py-2 text-sm ring-1 ring-slate-300 focus:ring-2 focus:ring-brand-600 focus:outline-none';

/** The languages this hotel's calls were in (most calls first); hidden until a call has one. */
export function LanguageFilter({
  hotelId,
  filters,
  onChange,
}: {
  hotelId: string;
  filters: Filters;
  onChange(filters: Filters): void;
}) {
  const { data } = useCallLanguages(hotelId);
  const languages = data?.languages ?? [];
  if (languages.length === 0 && !filters.language) return null;
  const listed = languages.some((l) => l.language === filters.language);
  return (
    <label className="flex flex-col text-xs font-medium text-slate-600">
      Language
      <select
        value={filters.language}
        onChange={(event) => onChange({ ...filters, language: event.target.value })}
        className={selectClass}
      >
        <option value="">Any</option>
        {languages.map((l) => (
          <option key={l.language} value={l.language}>
            {languageName(l.language)} ({l.calls})
          </option>
        ))}
        {filters.language && !listed && <option value={filters.language}>{languageName(filters.language)}</option>}
      </select>
    </label>
  );
}
