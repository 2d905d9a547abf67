import { Spinner } from '../../../components/ui/spinner.tsx';
import { useReviews } from '../api/get-reviews.ts';
import { ReviewHandling } from './review-handling.tsx';
import { Stars } from './stars.tsx';
import { formatDateTime } from '../../../lib/date-time.ts';

export function ReviewList({ hotelId, freshIds }: { hotelId: string; freshIds: ReadonlySet<string> }) {
  const { data, isPending, hasNextPage, isFetchingNextPage, fetchNextPage } = useReviews(hotelId);
  const reviews = data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <section aria-labelledby="review-list-title" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id="review-list-title" className="text-lg font-semibold text-slate-900">
        Latest reviews
      </h2>
      {isPending ? (
        <Spinner label="Loading reviews" />
      ) : reviews.length === 0 ? (
        <p className="mt-4 text-sm text-slate-500">
          No reviews yet. Share your review page with guests to collect some.
        </p>
      ) : (
        <ul className="mt-4 flex flex-col divide-y divide-slate-100" aria-label="Reviews">
          {reviews.map((review) => {
            const fresh = freshIds.has(review.reviewId);
            return (
              <li
                key={review.reviewId}
                aria-label={`${review.rating} star review`}
                className={`flex flex-col gap-1 py-3 ${fresh ? '-mx-3 rounded-lg bg-amber-50 px-3' : ''}`}
              >
                <div className="flex items-center justify-between gap-2">
                  <Stars rating={review.rating} />
                  <span className="flex items-center gap-2 text-xs text-slate-500">
                    {fresh && (
                      <span className="rounded-full bg-amber-400 px-2 py-0.5 font-semibold text-amber-950">New</span>
                    )}
                    <time dateTime={review.createdAt}>{formatDateTime(review.createdAt)}</time>
                  </span>
                </div>
                {review.feedback ? (
                  <p className="text-sm whitespace-pre-line text-slate-700">{review.feedback}</p>
                ) : (
                  <p className="text-sm text-slate-400 italic">No written feedback</p>
                )}
                <ReviewHandling hotelId={hotelId} review={review} />
              </li>
            );
          })}
        </ul>
      )}
      {hasNextPage && (
        <button
          type="button"
          onClick={() => void fetchNextPage()}
          disabled={isFetchingNextPage}
          className="mt-3 rounded-lg px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50 disabled:opacity-60"
        >
          {isFetchingNextPage ? 'Loading...' : 'Show older reviews'}
        </button>
      )}
    </section>
  );
}
