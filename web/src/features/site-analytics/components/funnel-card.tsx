import type { FunnelResult } from '@hotelvoice/api/contracts';

const percent = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 100)}%` : '–');

/** One funnel: each step's visitor-days, and the share of the first step that got that far. */
export function FunnelCard({ funnel }: { funnel: FunnelResult }) {
  const first = funnel.steps[0]?.visitors ?? 0;
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" aria-label={funnel.title}>
      <h2 className="font-semibold text-slate-900">{funnel.title}</h2>
      <ol className="mt-4 space-y-3">
        {funnel.steps.map((step) => (
          <li key={step.label}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="text-slate-700">{step.label}</span>
              <span className="font-semibold text-slate-900 tabular-nums">
                {step.visitors.toLocaleString()}{' '}
                <span className="font-normal text-slate-500">({percent(step.visitors, first)})</span>
              </span>
            </div>
            <div className="mt-1 h-2 rounded-full bg-slate-100" aria-hidden="true">
              <div
                className="h-2 rounded-full bg-brand-600"
                style={{ width: first > 0 ? `${Math.min(100, (step.visitors / first) * 100)}%` : '0%' }}
              />
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
