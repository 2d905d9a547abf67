import type { Insights, InsightsCost } from '@hotelvoice/api/contracts';
import { formatCostAmount } from '../../../lib/cost-amount.ts';
import { change } from '../lib/period.ts';

const denominationOf = (c: InsightsCost) =>
  c.isCurrency ? { currency: c.denomination, unit: null } : { currency: null, unit: c.denomination };

/**
 * "Cost of calls" for the period (decision 092): per currency or unit the platforms reported, never
 * added across them; the calls with a reported cost of all calls, the average per call, and the
 * change against the previous period. Owners and managers only: the api sends no costs otherwise.
 */
export function CostOfCalls({ costs, calls }: { costs: NonNullable<Insights['costs']>; calls: number }) {
  return (
    <section aria-label="Cost of calls" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h2 className="text-sm font-semibold text-slate-900">Cost of calls</h2>
      {costs.current.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">Not reported by the voice platform for this period</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-2">
          {costs.current.map((c) => {
            const before = costs.previous.find((p) => p.denomination === c.denomination);
            const delta = change(c.amount, before?.amount ?? null);
            return (
              <li key={c.denomination} data-denomination={c.denomination}>
                <p className="text-2xl font-semibold text-slate-900 tabular-nums">
                  {formatCostAmount(c.amount, denominationOf(c))}
                </p>
                <p className="text-xs text-slate-600">
                  {c.calls} of {calls} calls with a reported cost ·{' '}
                  {formatCostAmount(c.averagePerCall, denominationOf(c))} per call
                </p>
                <p className="text-xs text-slate-500">
                  {delta ? `${delta.text} vs previous period` : 'Nothing to compare'}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
