/** Times on a hotel's clock: its IANA zone decides days, CSV times and the named zone. */
import { zoneFormatters } from '../../platform/zone-formatters.ts';

const formatterOf = zoneFormatters('en-US', {
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function partsIn(instant: Date, timeZone: string): Record<string, number> {
  const parts = formatterOf(timeZone).formatToParts(instant);
  return Object.fromEntries(parts.filter((p) => p.type !== 'literal').map((p) => [p.type, Number(p.value)]));
}

/** How far the zone's wall clock is ahead of UTC at that instant, in milliseconds. */
function offsetAt(instant: Date, timeZone: string): number {
  const p = partsIn(instant, timeZone);
  const wall = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant a calendar day (YYYY-MM-DD) starts in the zone; checked twice across an offset change. */
export function startOfDayIn(day: string, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  const wall = Date.UTC(y!, m! - 1, d!);
  let instant = wall - offsetAt(new Date(wall), timeZone);
  instant = wall - offsetAt(new Date(instant), timeZone);
  return new Date(instant);
}

/** 'YYYY-MM-DD HH:MM:SS' on the zone's clock, the form spreadsheets read as a date-time. */
export function wallClockIn(iso: string | null, timeZone: string): string | null {
  if (!iso) return null;
  const p = partsIn(new Date(iso), timeZone);
  const two = (n: number | undefined) => String(n).padStart(2, '0');
  return `${p.year}-${two(p.month)}-${two(p.day)} ${two(p.hour)}:${two(p.minute)}:${two(p.second)}`;
}

/** The calendar day of an instant on the zone's clock, YYYY-MM-DD. */
export const dayIn = (instant: Date, timeZone: string) => wallClockIn(instant.toISOString(), timeZone)!.slice(0, 10);

/** Whether the runtime knows the zone (IANA names such as Europe/Lisbon, or UTC). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
