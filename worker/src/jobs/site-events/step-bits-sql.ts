import { siteStepBits } from '@hotelvoice/api/contracts';

/**
 * The funnel-step bits of an event as a SQL expression over its `name` and `path` columns, built
 * from the one map in contracts so that batches and rebuilds flag steps alike.
 */
export function stepBitsSql(alias: string): string {
  const named = Object.entries(siteStepBits)
    .filter(([step]) => step !== 'any_event' && step !== 'landing_view')
    .map(([step, bit]) => `when '${step}' then ${bit}`)
    .join(' ');
  return `(${siteStepBits.any_event}
    | case when ${alias}.name = 'page_view' and ${alias}.path = '/' then ${siteStepBits.landing_view} else 0 end
    | case ${alias}.name ${named} else 0 end)`;
}
