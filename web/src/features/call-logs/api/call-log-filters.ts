/** What the owner filtered by: a search text and local calendar days (YYYY-MM-DD), each optional. */
export interface CallLogFilters {
  q: string;
  from: string;
  to: string;
}

export const noFilters: CallLogFilters = { q: '', from: '', to: '' };

export const isFiltered = (f: CallLogFilters) => Boolean(f.q.trim() || f.from || f.to);

const localMidnight = (day: string, addDays = 0) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y!, m! - 1, d! + addDays).toISOString();
};

/** The api's query parameters: `from` is the owner's local start of day, `to` the end of the last day. */
export function filterParams(filters: CallLogFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.from) params.set('from', localMidnight(filters.from));
  if (filters.to) params.set('to', localMidnight(filters.to, 1));
  return params;
}
