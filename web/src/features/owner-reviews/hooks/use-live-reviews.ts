import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import type { ReviewEvent, ReviewGoogleOpenedEvent, ReviewPage, ReviewSummary } from '@hotelvoice/api/contracts';
import { useFreshIds } from '../../../lib/use-fresh-ids.ts';
import { useRoom } from '../../../lib/use-room.ts';
import { useSocketEvent } from '../../../lib/use-socket-event.ts';
import { useWhileVisible } from '../../../lib/use-while-visible.ts';
import { reviewKeys } from '../api/review-keys.ts';

/** Live events are not guaranteed (Redis away, a dropped frame): reload now and then as well. */
const refreshEveryMs = 30_000;

function withRating<T extends { average: number | null; count: number }>(period: T, rating: number): T {
  const count = period.count + 1;
  const total = (period.average ?? 0) * period.count + rating;
  return { ...period, count, average: Math.round((total / count) * 100) / 100 };
}

/** A new review counts in the totals, in the trend's current period and, when offered Google, there. */
function withReview(summary: ReviewSummary, review: Pick<ReviewEvent, 'rating' | 'googleOffered'>): ReviewSummary {
  const star = String(review.rating) as keyof ReviewSummary['counts'];
  return {
    ...withRating(summary, review.rating),
    counts: { ...summary.counts, [star]: summary.counts[star] + 1 },
    trend: { ...summary.trend, current: withRating(summary.trend.current, review.rating) },
    google: { ...summary.google, offered: summary.google.offered + (review.googleOffered ? 1 : 0) },
  };
}

/**
 * New reviews go into the cached list and summary as they arrive, and guests opening Google into
 * its counts; answers the new reviews' ids for a highlight.
 */
export function useLiveReviews(hotelId: string): ReadonlySet<string> {
  const queryClient = useQueryClient();
  const [fresh, markFresh] = useFreshIds();

  useSocketEvent('review:created', (review: ReviewEvent) => {
    if (review.hotelId !== hotelId) return;
    const list = queryClient.getQueryData<InfiniteData<ReviewPage, string | null>>(reviewKeys.list(hotelId));
    if (list?.pages.some((p) => p.items.some((r) => r.reviewId === review.reviewId))) return;
    if (list) {
      const [first, ...rest] = list.pages;
      const top = {
        ...(first ?? { nextCursor: null }),
        items: [{ ...review, handling: null }, ...(first?.items ?? [])],
      };
      queryClient.setQueryData(reviewKeys.list(hotelId), { ...list, pages: [top, ...rest] });
    }
    const summary = queryClient.getQueryData<ReviewSummary>(reviewKeys.summary(hotelId));
    if (summary) queryClient.setQueryData(reviewKeys.summary(hotelId), withReview(summary, review));
    markFresh(review.reviewId);
  });

  // Sent once per review (the api counts a repeat click once), so each event is one more guest.
  useSocketEvent('review:google-opened', (event: ReviewGoogleOpenedEvent) => {
    if (event.hotelId !== hotelId) return;
    queryClient.setQueryData<ReviewSummary>(reviewKeys.summary(hotelId), (summary) =>
      summary ? { ...summary, google: { ...summary.google, opened: summary.google.opened + 1 } } : summary,
    );
  });

  const reload = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: reviewKeys.all(hotelId) }),
    [hotelId, queryClient],
  );
  // Reviews are few; after a reconnect, reloading them is simpler than a catch-up query. The first
  // join comes while the page's own first load runs, so it reloads nothing.
  const joined = useRef(false);
  useRoom('hotel', hotelId, () => {
    if (joined.current) reload();
    joined.current = true;
  });
  useWhileVisible(reload, refreshEveryMs);

  return fresh;
}
