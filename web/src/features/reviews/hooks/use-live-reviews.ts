import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { ReviewEvent, ReviewPage, ReviewSummary } from '@hotelvoice/api/contracts';
import { useHotelRoom } from '../../../lib/hotel-room.ts';
import { getSocket } from '../../../lib/socket.ts';
import { reviewKeys } from './use-reviews.ts';

const highlightMs = 6000;
/** Live events are not guaranteed (Redis away, a dropped frame): reload now and then as well. */
const refreshEveryMs = 30_000;

function withReview(summary: ReviewSummary, rating: number): ReviewSummary {
  const star = String(rating) as keyof ReviewSummary['counts'];
  const count = summary.count + 1;
  const total = (summary.average ?? 0) * summary.count + rating;
  return {
    count,
    average: Math.round((total / count) * 100) / 100,
    counts: { ...summary.counts, [star]: summary.counts[star] + 1 },
  };
}

/** New reviews go into the cached list and summary as they arrive; answers their ids for a highlight. */
export function useLiveReviews(hotelId: string): ReadonlySet<string> {
  const queryClient = useQueryClient();
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());

  const onReview = useCallback(
    (review: ReviewEvent) => {
      if (review.hotelId !== hotelId) return;
      const list = queryClient.getQueryData<InfiniteData<ReviewPage, string | null>>(reviewKeys.list(hotelId));
      if (list?.pages.some((p) => p.items.some((r) => r.reviewId === review.reviewId))) return;
      if (list) {
        const [first, ...rest] = list.pages;
        const top = { ...(first ?? { nextCursor: null }), items: [review, ...(first?.items ?? [])] };
        queryClient.setQueryData(reviewKeys.list(hotelId), { ...list, pages: [top, ...rest] });
      }
      const summary = queryClient.getQueryData<ReviewSummary>(reviewKeys.summary(hotelId));
      if (summary) queryClient.setQueryData(reviewKeys.summary(hotelId), withReview(summary, review.rating));
      setFresh((ids) => new Set(ids).add(review.reviewId));
      setTimeout(() => {
        setFresh((ids) => {
          const next = new Set(ids);
          next.delete(review.reviewId);
          return next;
        });
      }, highlightMs);
    },
    [hotelId, queryClient],
  );

  useEffect(() => {
    const socket = getSocket();
    socket.on('review:created', onReview);
    return () => {
      socket.off('review:created', onReview);
    };
  }, [onReview]);

  // Reviews are few; after a reconnect, reloading them is simpler than a catch-up query.
  const [joins, setJoins] = useState(0);
  useHotelRoom(hotelId, () => setJoins((n) => n + 1));
  useEffect(() => {
    if (joins > 1) void queryClient.invalidateQueries({ queryKey: ['hotels', hotelId, 'reviews'] });
  }, [joins, hotelId, queryClient]);
  useEffect(() => {
    const whenVisible = () => {
      if (document.visibilityState === 'visible') {
        void queryClient.invalidateQueries({ queryKey: ['hotels', hotelId, 'reviews'] });
      }
    };
    const timer = setInterval(whenVisible, refreshEveryMs);
    document.addEventListener('visibilitychange', whenVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', whenVisible);
    };
  }, [hotelId, queryClient]);

  return fresh;
}
