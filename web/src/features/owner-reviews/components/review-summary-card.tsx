import { Spinner } from '../../../components/ui/spinner.tsx';
import { useReviewSummary } from '../api/get-review-summary.ts';
import { trendLine } from '../lib/trend-line.ts';
import { Stars } from './stars.tsx';

export function ReviewSummaryCard({ hotelId }: { hotelId: string }) {
  const { data: summary, isPending } = useReviewSummary(hotelId);
  return (
    <section
      aria-labelledby="review-summary-title"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="review-summary-title" className="text-lg font-semibold text-slate-900">
        Rating overview
      </h2>
      {isPending || !summary ? (
        <Spinner label="Loading rating overview" />
      ) : (
        <div className="mt-4 flex flex-col gap-6 sm:flex-row sm:flex-wrap sm:items-center">
          <div className="text-center sm:w-40">
            <p className="text-4xl font-bold text-slate-900">
              <span className="sr-only">Average rating </span>
              {summary.average === null ? '–' : summary.average.toFixed(1)}
            </p>
            <Stars rating={summary.average ?? 0} size="h-5 w-5" />
            <p className="mt-1 text-sm text-slate-500">
              {summary.count} {summary.count === 1 ? 'review' : 'reviews'} in all
            </p>
          </div>
          <ul className="flex flex-1 flex-col gap-1.5" aria-label="Reviews per star">
            {(['5', '4', '3', '2', '1'] as const).map((star) => {
              const n = summary.counts[star];
              const share = summary.count ? (n / summary.count) * 100 : 0;
              return (
                <li key={star} className="flex items-center gap-3 text-sm" aria-label={`${star} stars: ${n}`}>
                  <span className="w-12 shrink-0 text-slate-600" aria-hidden="true">
                    {star} star
                  </span>
                  <span className="h-2 flex-1 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
                    <span className="block h-full rounded-full bg-amber-400" style={{ width: `${share}%` }} />
                  </span>
                  <span className="w-8 shrink-0 text-right text-slate-700 tabular-nums" aria-hidden="true">
                    {n}
                  </span>
                </li>
              );
            })}
          </ul>
          <p className="basis-full text-sm text-slate-600 sm:order-last">{trendLine(summary.trend)}</p>
        </div>
      )}
    </section>
  );
}
