import type { InsightsPreset } from '@hotelvoice/api/contracts/insights-period';

export const presetLabels: Record<InsightsPreset, string> = {
  today: 'Today',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  month: 'This month',
  custom: 'Custom range',
};

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
