import { useReviewPageStats } from '../api/get-review-page-stats.ts';
import { useReviewSummary } from '../api/get-review-summary.ts';
import { googleLine } from '../lib/trend-line.ts';

const reviews = (n: number) => (n === 1 ? '1 review' : `${n} reviews`);

/**
 * The review page over the trend's period (the last 30 days): how often it was opened, the
 * reviews guests left there, and Google offered and opened. Reviews and Google come from the
 * same summary as the rating overview, so the two cards never disagree (issue #32); the opens
 * from site analytics (decision 019).
 */
export function ReviewPageStatsCard({ hotelId }: { hotelId: string }) {
  const { data: stats } = useReviewPageStats(hotelId);
  const { data: summary } = useReviewSummary(hotelId);
  if (!stats || !summary) return null;
  const left = summary.trend.current.count;
  const rate = stats.pageOpens > 0 ? Math.round((left / stats.pageOpens) * 100) : null;
  const title = `Review page, last ${summary.trend.days} days`;
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" aria-label={title}>
      <h2 className="font-semibold text-slate-900">{title}</h2>
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-slate-600">Page opened</dt>
          <dd className="text-xl font-bold text-slate-900 tabular-nums">{stats.pageOpens}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Reviews left</dt>
          <dd className="text-xl font-bold text-slate-900 tabular-nums">
            {left}
            {rate !== null ? <span className="ml-1 text-sm font-normal text-slate-500">({rate}% of opens)</span> : null}
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-slate-600">{googleLine(summary.google)}</p>
      <p className="mt-2 text-xs text-slate-500">
        The rating overview counts all {reviews(summary.count)} since the start.
      </p>
    </section>
  );
}
