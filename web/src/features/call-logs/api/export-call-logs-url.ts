import { filterParams, type CallLogFilters } from './call-log-filters.ts';

/** The api streams the CSV; the browser downloads it through a plain link, never building it. */
export function exportCallLogsUrl(hotelId: string, filters: CallLogFilters): string {
  const params = filterParams(filters).toString();
  return `/api/hotels/${encodeURIComponent(hotelId)}/call-logs/export.csv${params ? `?${params}` : ''}`;
}
