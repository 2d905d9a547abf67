import type { CallCostPart, CallLogDetail } from '@hotelvoice/api/contracts';
import { formatCostAmount } from '../../../lib/cost-amount.ts';

const partLabels: Record<CallCostPart, string> = {
  speech: 'Speech',
  llm: 'LLM',
  telephony: 'Telephony',
  platform: 'Platform',
  other: 'Other',
};

/**
 * What the call cost, as its platform reported it (decision 092). The api sends `cost` to owners
 * and managers only, so the front desk never gets here; null reads "not reported", never 0.
 */
export function CallCost({ cost }: { cost: NonNullable<CallLogDetail['cost']> | null }) {
  return (
    <section aria-label="Cost" className="mt-3 rounded-lg bg-slate-50 p-3 text-sm ring-1 ring-slate-200">
      <h3 className="text-xs font-medium text-slate-500">Cost</h3>
      {cost === null ? (
        <p className="mt-1 text-slate-600">Not reported by the voice platform</p>
      ) : (
        <>
          <p className="mt-1 text-lg font-semibold text-slate-900 tabular-nums">
            {formatCostAmount(cost.amount, cost)}
          </p>
          {cost.parts.length > 0 && (
            <dl className="mt-1 grid grid-cols-2 gap-x-4 gap-y-0.5 sm:grid-cols-4">
              {cost.parts.map((p) => (
                <div key={p.part}>
                  <dt className="text-xs text-slate-500">{partLabels[p.part]}</dt>
                  <dd className="tabular-nums text-slate-800">{formatCostAmount(p.amount, cost)}</dd>
                </div>
              ))}
            </dl>
          )}
        </>
      )}
    </section>
  );
}
