import { callResolutions, callTopics } from '../../contracts/call-facts.ts';

/** The rollup table's count columns, by what they count (migration 20261124100000). */
export const resolutionColumns = callResolutions.map((name) => [name, `r_${name}`] as const);
export const sentimentColumns = (['positive', 'neutral', 'negative', 'unknown'] as const).map(
  (name) => [name, `s_${name}`] as const,
);
export const topicColumns = callTopics.map((name) => [name, `t_${name}`] as const);
export const countColumns = [...resolutionColumns, ...sentimentColumns, ...topicColumns].map(([, column]) => column);

/** Whether a local hour (SQL expression) lies outside front-desk hours (opens/closes expressions). */
export const afterHoursSql = (hour: string, opens: string, closes: string) => `case
    when ${opens} = ${closes} then false
    when ${opens} < ${closes} then not (${hour} >= ${opens} and ${hour} < ${closes})
    else not (${hour} >= ${opens} or ${hour} < ${closes})
  end`;
