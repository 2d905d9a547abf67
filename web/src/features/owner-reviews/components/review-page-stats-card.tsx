import { useReviewPageStats } from '../api/get-review-page-stats.ts';

/** How the review page converts over the last 30 days: opens against reviews sent (site analytics, decision 019). */
export function ReviewPageStatsCard({ hotelId }: { hotelId: string }) {
  const { data } = useReviewPageStats(hotelId);
  if (!data) return null;
  const rate = data.pageOpens > 0 ? Math.round((data.reviewsSent / data.pageOpens) * 100) : null;
  return (
    <section
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      aria-label="Review page, last 30 days"
    >
      <h2 className="font-semibold text-slate-900">Review page, last 30 days</h2>
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-slate-600">Page opens</dt>
          <dd className="text-xl font-bold text-slate-900 tabular-nums">{data.pageOpens}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Reviews sent</dt>
          <dd className="text-xl font-bold text-slate-900 tabular-nums">
            {data.reviewsSent}
            {rate !== null ? <span className="ml-1 text-sm font-normal text-slate-500">({rate}%)</span> : null}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Ratings chosen</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{data.ratingsChosen}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Google Reviews opened</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{data.googleClicks}</dd>
        </div>
      </dl>
    </section>
  );
}
