import type { TranscriptItem } from '../../contracts/call-logs.ts';

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
