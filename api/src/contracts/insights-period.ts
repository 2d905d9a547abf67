/**
 * The insights page's periods, as calendar days (YYYY-MM-DD) on the hotel's clock, both included.
 * zod-free: the web computes the period it shows with these, and the api the same period for the
 * page it sends with its figures (decision 070).
 */
export const insightsPresets = ['today', '7d', '30d', 'month', 'custom'] as const;
export type InsightsPreset = (typeof insightsPresets)[number];

/** The period the insights page opens on. */
export const initialInsightsPreset = '7d' satisfies InsightsPreset;

/** The follow-up list pages this many at a time ("Show more" loads the next). */
export const followUpPageSize = 20;

/** Today's date on the zone's clock. */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export function periodOf(preset: Exclude<InsightsPreset, 'custom'>, timeZone: string, now = new Date()) {
  const today = todayIn(timeZone, now);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case '7d':
      return { from: addDays(today, -6), to: today };
    case '30d':
      return { from: addDays(today, -29), to: today };
    case 'month':
      return { from: `${today.slice(0, 8)}01`, to: today };
  }
}
