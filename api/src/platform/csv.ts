import type { TranscriptItem } from '../contracts/call-logs.ts';

/**
 * One CSV field (RFC 4180 quoting). Text that a spreadsheet would run as a formula gets a leading
 * apostrophe, since transcripts are written by callers.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: (string | number | null)[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

export function transcriptAsText(items: TranscriptItem[]): string {
  return items.map((item) => `${item.role}: ${item.text}`).join('\n');
}

/** A provider's yes/no as a spreadsheet reads it; empty when the provider did not say. */
export const yesNo = (value: boolean | null): string | null => (value === null ? null : value ? 'yes' : 'no');
/** 'call-logs-harbor-view-hotel-2025-03-01-to-2025-03-31.csv': whose calls and which days, in ASCII. */
export function csvFileName(hotel: { name: string }, range: { from?: string; to?: string }): string {
  const name =
    hotel.name
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .toLowerCase()
      .replace(/[\s_-]+/g, '-')
      .slice(0, 60) || 'hotel';
  const day = (value: string | undefined) => (value ? value.slice(0, 10) : null);
  const from = day(range.from);
  const to = day(range.to);
  const dates = from && to ? `${from}-to-${to}` : from ? `from-${from}` : to ? `until-${to}` : 'all-dates';
  return `call-logs-${name}-${dates}.csv`;
}
