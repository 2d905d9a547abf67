import type { CallLogListItem } from '@hotelvoice/api/contracts';

function ordinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${{ 1: 'st', 2: 'nd', 3: 'rd' }[day % 10] ?? 'th'}`;
}

/** Day heading such as 'March 3rd, 2025' (spec §2), in the owner's time zone. */
export function formatDayHeading(date: Date): string {
  const month = date.toLocaleString('en-US', { month: 'long' });
  return `${month} ${ordinal(date.getDate())}, ${date.getFullYear()}`;
}

export const dayKey = (date: Date) => `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;

export const formatTime = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

/** m:ss, or h:mm:ss past an hour. */
export function formatSeconds(total: number): string {
  const seconds = Math.max(0, Math.round(total));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** Spec §5 'Call duration': N/A when either time is missing. */
export function formatDuration(call: Pick<CallLogListItem, 'startedAt' | 'endedAt' | 'durationSeconds'>): string {
  if (!call.startedAt || !call.endedAt) return 'N/A';
  const seconds = call.durationSeconds ?? (Date.parse(call.endedAt) - Date.parse(call.startedAt)) / 1000;
  return Number.isFinite(seconds) ? formatSeconds(seconds) : 'N/A';
}
