import type { InsightsCost } from '@hotelvoice/api/contracts';

/**
 * Revenue ÷ cost of calls for a period (issue #33): only against the cost the platforms reported in
 * the revenue's own currency, never converted; null when there is none to divide by (no cost
 * reported in that currency, credits only, or a cost of 0), or no revenue figure.
 */
export function revenuePerCost(
  revenue: number | null,
  currency: string,
  costs: readonly InsightsCost[],
): number | null {
  const cost = costs.find((c) => c.isCurrency && c.denomination === currency);
  if (revenue === null || !cost || cost.amount <= 0) return null;
  return revenue / cost.amount;
}
