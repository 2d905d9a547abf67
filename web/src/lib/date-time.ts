/**
 * The one date and time format of the app, in the viewer's locale. Pass `timeZone` (the hotel's
 * IANA zone) where the hotel's clock matters: call times, day groups, 'today'.
 */
type Zone = { timeZone?: string | undefined };

/**
 * Making an Intl.DateTimeFormat costs far more than formatting with one (a call list of 30 rows made
 * hundreds, the largest share of the call log's first render on a phone): each set of options and
 * zone gets one, kept for the tab's life. The sets are few (the formats below × the hotels' zones).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, made);
  }
  return made;
}

const zoned = (options: Intl.DateTimeFormatOptions, { timeZone }: Zone = {}) =>
  formatter(undefined, { ...options, ...(timeZone ? { timeZone } : {}) });

const toDate = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);

function ordinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${{ 1: 'st', 2: 'nd', 3: 'rd' }[day % 10] ?? 'th'}`;
}

/** A day heading: 'March 3rd, 2025' in English (spec §2), the locale's long date elsewhere. */
export function formatDayHeading(value: string | Date, zone?: Zone): string {
  const parts = zoned({ month: 'long', day: 'numeric', year: 'numeric' }, zone).formatToParts(toDate(value));
  const english = zoned({}, zone).resolvedOptions().locale.startsWith('en');
  return parts.map((p) => (p.type === 'day' && english ? ordinal(Number(p.value)) : p.value)).join('');
}

/** The calendar day a moment falls on in the zone, as YYYY-MM-DD (for grouping and 'today'). */
export function dayKey(value: string | Date, zone?: Zone): string {
  const parts = formatter('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(zone?.timeZone ? { timeZone: zone.timeZone } : {}),
  }).formatToParts(toDate(value));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** '7:25 AM' */
export const formatTime = (value: string | Date, zone?: Zone) =>
  zoned({ hour: 'numeric', minute: '2-digit' }, zone).format(toDate(value));

/** 'Mar 3, 2025, 7:25 AM' */
export const formatDateTime = (value: string | Date, zone?: Zone) =>
  zoned({ dateStyle: 'medium', timeStyle: 'short' }, zone).format(toDate(value));

/** 'Mar 3, 2025' */
export const formatDate = (value: string | Date, zone?: Zone) =>
  zoned({ dateStyle: 'medium' }, zone).format(toDate(value));

/** The zone's short name at that moment ('CET', 'GMT+1'), to say whose clock a time is on. */
export function zoneName(value: string | Date, timeZone: string): string {
  const parts = formatter(undefined, { timeZone, timeZoneName: 'short' }).formatToParts(toDate(value));
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}

/** m:ss, or h:mm:ss past an hour; whole seconds, rounded once, so every screen shows the same. */
export function formatSeconds(total: number): string {
  const seconds = Math.max(0, Math.round(total));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

const relativeSteps: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** How long ago as people say it: '2 hours ago', 'yesterday', 'just now'. */
export function formatRelative(value: string | Date, now = Date.now()): string {
  const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
  const seconds = Math.round((toDate(value).getTime() - now) / 1000);
  for (const [unit, size] of relativeSteps) {
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  }
  return 'just now';
}
