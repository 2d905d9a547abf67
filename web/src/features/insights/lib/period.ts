/** Periods of the insights page, as calendar days (YYYY-MM-DD) on the hotel's clock, both included. */
export const presets = ['today', '7d', '30d', 'month', 'custom'] as const;
export type Preset = (typeof presets)[number];

export const presetLabels: Record<Preset, string> = {
  today: 'Today',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  month: 'This month',
  custom: 'Custom range',
};

/** Today's date on the zone's clock. */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export function periodOf(preset: Exclude<Preset, 'custom'>, timeZone: string, now = new Date()) {
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

/** "+12 %" against the previous period; null when there is nothing to compare with. */
export function change(
  current: number | null,
  previous: number | null,
): { text: string; direction: 'up' | 'down' | 'same' } | null {
  if (current === null || previous === null) return null;
  if (previous === 0)
    return current === 0 ? { text: 'no change', direction: 'same' } : { text: 'new', direction: 'up' };
  const percent = Math.round(((current - previous) / previous) * 100);
  if (percent === 0) return { text: 'no change', direction: 'same' };
  return { text: `${percent > 0 ? '+' : ''}${percent} %`, direction: percent > 0 ? 'up' : 'down' };
}
