import { callResolutions, callTopics } from '../../contracts/call-facts.ts';

/** The rollup table's count columns, by what they count (migration 20261124100000). */
export const resolutionColumns = callResolutions.map((name) => [name, `r_${name}`] as const);
export const sentimentColumns = (['positive', 'neutral', 'negative', 'unknown'] as const).map(
  (name) => [name, `s_${name}`] as const,
);
export const topicColumns = callTopics.map((name) => [name, `t_${name}`] as const);
export const countColumns = [...resolutionColumns, ...sentimentColumns, ...topicColumns].map(([, column]) => column);

/** call_rollups_daily's calls per local hour: h00 … h23 (migration 20261127090000). */
export const hourColumns = Array.from({ length: 24 }, (_, hour) => `h${String(hour).padStart(2, '0')}`);

/** The local hours (0-23) outside front-desk hours; opens = closes means always staffed. */
export function afterHoursOf(opens: number, closes: number): number[] {
  const hours = Array.from({ length: 24 }, (_, hour) => hour);
  if (opens === closes) return [];
  if (opens < closes) return hours.filter((hour) => hour < opens || hour >= closes);
  return hours.filter((hour) => hour < opens && hour >= closes);
}
