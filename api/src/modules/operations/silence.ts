import { opsThresholds } from '../../contracts/operations.ts';

/** A hotel's night, local time: calls are not expected from 23:00 to 07:00. */
export const nightHours = { from: 23, to: 7 } as const;

const stepMs = 15 * 60_000;
/** Past two weeks the answer no longer changes anything: the hotel is silent either way. */
const maxSpanMs = 14 * 24 * 3600_000;

function localHour(at: Date, format: Intl.DateTimeFormat): number {
  return Number(format.formatToParts(at).find((p) => p.type === 'hour')?.value ?? 0) % 24;
}

/** Minutes from `from` to `to` that fall in the hotel's daytime, in 15-minute steps. */
export function daytimeMinutesBetween(from: Date, to: Date, timezone: string): number {
  const format = new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone: timezone });
  const start = Math.max(from.getTime(), to.getTime() - maxSpanMs);
  let minutes = 0;
  for (let t = start; t < to.getTime(); t += stepMs) {
    const hour = localHour(new Date(t), format);
    const night = hour >= nightHours.from || hour < nightHours.to;
    if (!night) minutes += Math.min(stepMs, to.getTime() - t) / 60_000;
  }
  return Math.round(minutes);
}

/** Silent: no call for longer than a few of its usual daytime gaps. A hotel without history is never silent. */
export function isSilent(daytimeMinutesSinceLastCall: number | null, usualGapMinutes: number | null): boolean {
  if (daytimeMinutesSinceLastCall === null || usualGapMinutes === null) return false;
  const limit = Math.max(opsThresholds.silentGapFactor * usualGapMinutes, opsThresholds.silentMinimumMinutes);
  return daytimeMinutesSinceLastCall > limit;
}

/** A valid IANA zone, or UTC: a bad value in one hotel's row must not break the whole view. */
export function safeTimezone(timezone: string): string {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: timezone });
    return timezone;
  } catch {
    return 'UTC';
  }
}
