/** UTC days, as the rollups count them. */
export const isoDay = (at: Date) => at.toISOString().slice(0, 10);

export const daysBefore = (day: string, days: number) => isoDay(new Date(Date.parse(day) - days * 86_400_000));

export const presetPeriods = [
  { id: '7d', label: 'Last 7 days', days: 7 },
  { id: '30d', label: 'Last 30 days', days: 30 },
  { id: '90d', label: 'Last 90 days', days: 90 },
  { id: '13m', label: 'Last 13 months', days: 395 },
] as const;

/** The preset's period ending today (UTC). */
export function presetPeriod(days: number, today = isoDay(new Date())): { from: string; to: string } {
  return { from: daysBefore(today, days - 1), to: today };
}
