import type { InsightsTotals } from '@hotelvoice/api/contracts';
import { formatSeconds } from '../../../lib/date-time.ts';
import { change } from '../lib/period.ts';

interface Figure {
  label: string;
  value: string;
  current: number | null;
  previous: number | null;
  /** Whether more is good news (calls), bad news (follow-ups) or neither. */
  good?: 'up' | 'down';
}

const share = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);

/** The headline figures, each with its change against the previous period of the same length. */
export function Headline({ totals, previous }: { totals: InsightsTotals; previous: InsightsTotals }) {
  const figures: Figure[] = [
    { label: 'Calls', value: String(totals.calls), current: totals.calls, previous: previous.calls },
    {
      label: 'Minutes handled',
      value: String(Math.round(totals.seconds / 60)),
      current: totals.seconds,
      previous: previous.seconds,
    },
    {
      label: 'Average duration',
      value: totals.averageSeconds === null ? '—' : formatSeconds(totals.averageSeconds),
      current: totals.averageSeconds,
      previous: previous.averageSeconds,
    },
    {
      label: 'After hours',
      value: `${share(totals.afterHoursCalls, totals.calls)} %`,
      current: share(totals.afterHoursCalls, totals.calls),
      previous: share(previous.afterHoursCalls, previous.calls),
    },
    {
      label: 'Need follow-up',
      value: String(totals.followUps),
      current: totals.followUps,
      previous: previous.followUps,
      good: 'down',
    },
    {
      label: 'Review rating',
      value: totals.averageRating === null ? '—' : `${totals.averageRating.toFixed(1)} / 5`,
      current: totals.averageRating,
      previous: previous.averageRating,
      good: 'up',
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {figures.map((f) => {
        const delta = change(f.current, f.previous);
        const tone =
          !delta || delta.direction === 'same' || !f.good
            ? 'text-slate-500'
            : delta.direction === f.good
              ? 'text-emerald-700'
              : 'text-red-700';
        return (
          <div key={f.label} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-figure={f.label}>
            <dt className="text-xs font-medium text-slate-500">{f.label}</dt>
            <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums">{f.value}</dd>
            <dd className={`text-xs ${tone}`}>{delta ? `${delta.text} vs previous period` : 'Nothing to compare'}</dd>
          </div>
        );
      })}
    </dl>
  );
}
