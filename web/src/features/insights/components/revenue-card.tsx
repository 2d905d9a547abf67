import type { InsightsCost, RevenueFigures } from '@hotelvoice/api/contracts';
import { formatMoney } from '../../../lib/money.ts';
import { useRevenue } from '../api/get-revenue.ts';
import { change } from '../lib/period.ts';
import { revenuePerCost } from '../lib/revenue-per-cost.ts';

const share = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);

interface Figure {
  label: string;
  value: string;
  current: number | null;
  previous: number | null;
}

function figuresOf(current: RevenueFigures, previous: RevenueFigures, currency: string): Figure[] {
  return [
    {
      label: 'Revenue',
      value: formatMoney(current.amount, currency),
      current: current.amount,
      previous: previous.amount,
    },
    { label: 'Bookings', value: String(current.bookings), current: current.bookings, previous: previous.bookings },
    {
      label: 'Average booking',
      value: current.averageAmount === null ? '—' : formatMoney(current.averageAmount, currency),
      current: current.averageAmount,
      previous: previous.averageAmount,
    },
    {
      label: 'Booked after hours',
      value: `${share(current.afterHoursBookings, current.bookings)} %`,
      current: share(current.afterHoursBookings, current.bookings),
      previous: share(previous.afterHoursBookings, previous.bookings),
    },
  ];
}

/**
 * "Revenue from calls" (decision 091): what the agent's bookings of the period are worth in the
 * hotel's own currency, against the period before. Self-contained (its own query), live through
 * the insights page's refresh. With the period's cost of calls (owners and managers only), it also
 * says how many times the calls paid for themselves, in the same currency.
 */
export function RevenueCard({
  hotelId,
  period,
  costs,
}: {
  hotelId: string;
  period: { from: string; to: string };
  costs?: readonly InsightsCost[];
}) {
  const { data } = useRevenue(hotelId, period.from, period.to);
  if (!data) return null;
  const ratio = costs ? revenuePerCost(data.current.amount, data.currency, costs) : null;
  return (
    <section aria-label="Revenue from calls" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h2 className="mb-3 text-sm font-semibold text-slate-900">
        Revenue from calls <span className="font-normal text-slate-500">· {data.currency}</span>
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figuresOf(data.current, data.previous, data.currency).map((f) => {
          const delta = change(f.current, f.previous);
          return (
            <div key={f.label} data-figure={f.label}>
              <dt className="text-xs font-medium text-slate-500">{f.label}</dt>
              <dd className="mt-1 text-xl font-semibold text-slate-900 tabular-nums">{f.value}</dd>
              <dd className="text-xs text-slate-500">
                {delta ? `${delta.text} vs previous period` : 'Nothing to compare'}
              </dd>
            </div>
          );
        })}
      </dl>
      {costs ? (
        <p className="mt-3 text-sm text-slate-600" data-figure="Revenue per cost">
          {ratio === null
            ? `Revenue ÷ cost of calls: no cost in ${data.currency} reported for this period`
            : `Revenue ÷ cost of calls: ${ratio.toLocaleString('en', { maximumFractionDigits: 1 })} ×`}
        </p>
      ) : null}
    </section>
  );
}
