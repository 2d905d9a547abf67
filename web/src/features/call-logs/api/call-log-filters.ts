/**
 * What the owner filtered by: a search text, calendar days (YYYY-MM-DD) on the hotel's clock, the
 * provider's outcome and the caller's sentiment, each optional ('' for any).
 */
export interface CallLogFilters {
  q: string;
  from: string;
  to: string;
  outcome: string;
  sentiment: string;
  /** What the call came to, a topic, a weekday (1 Monday) and hour on the hotel's clock, 'open' follow-ups. */
  resolution: string;
  topic: string;
  weekday: string;
  hour: string;
  followUp: string;
  /** The call's language (`de`). */
  language: string;
  /** Why the call ended, by kind (`caller-hung-up`). */
  endReason: string;
  /** The calls from the same number as this call id (decision 093): the number stays on the server. */
  caller: string;
}

export const analysisFilterNames = [
  'resolution',
  'topic',
  'weekday',
  'hour',
  'followUp',
  'language',
  'endReason',
  'caller',
] as const;

export const noFilters: CallLogFilters = {
  q: '',
  from: '',
  to: '',
  outcome: '',
  sentiment: '',
  resolution: '',
  topic: '',
  weekday: '',
  hour: '',
  followUp: '',
  language: '',
  endReason: '',
  caller: '',
};

export const isFiltered = (f: CallLogFilters) =>
  Boolean(f.q.trim() || f.from || f.to || f.outcome || f.sentiment || analysisFilterNames.some((n) => f[n]));

/** A range whose end comes before its start (the api refuses it too). */
export const isInverted = (f: Pick<CallLogFilters, 'from' | 'to'>) => Boolean(f.from && f.to && f.from > f.to);

export const invertedRangeText = 'The start date is after the end date. Pick a start on or before the end.';

/** The api's query parameters: days go as days, the api reads them on the hotel's clock. */
export function filterParams(filters: CallLogFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.outcome) params.set('outcome', filters.outcome);
  if (filters.sentiment) params.set('sentiment', filters.sentiment);
  for (const name of analysisFilterNames) if (filters[name]) params.set(name, filters[name]);
  return params;
}
