import { maxHandledRating, type ReviewPage, type ReviewSummary } from '../../contracts/dashboard.ts';
import type { Db } from '../../platform/db/pool.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import {
  countGoogleOffers,
  countReviewsByRating,
  listReviews,
  markHandled,
  reviewTrend,
} from './hotel-reviews.repo.ts';

import { decodeInstantCursor, encodeInstantCursor } from '../../platform/db/instant-cursor.ts';

/** The trend compares the last 30 days with the 30 before. */
const trendDays = 30;

/** Owner-side reads of guest reviews; the routes check the hotel link before calling. */
export function createHotelReviewsService(db: Db) {
  return {
    async page(hotelId: string, limit: number, cursor: string | undefined): Promise<ReviewPage> {
      const after = cursor ? decodeInstantCursor(cursor) : null;
      const { items, last, hasMore } = await listReviews(db, hotelId, limit, after);
      return { items, nextCursor: hasMore && last ? encodeInstantCursor(last) : null };
    },

    async summary(hotelId: string): Promise<ReviewSummary> {
      const counts: ReviewSummary['counts'] = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
      let count = 0;
      let total = 0;
      for (const row of await countReviewsByRating(db, hotelId)) {
        const star = String(row.rating) as keyof ReviewSummary['counts'];
        counts[star] = row.count;
        count += row.count;
        total += row.rating * row.count;
      }
      const trend = { days: trendDays, ...(await reviewTrend(db, hotelId, trendDays)) };
      const google = await countGoogleOffers(db, hotelId, trendDays);
      return { average: count ? Math.round((total / count) * 100) / 100 : null, count, counts, trend, google };
    },

    /** A low review handled, with a private note; who and when are kept. */
    async markHandled(hotelId: string, reviewId: string, userId: string, note: string): Promise<void> {
      const result = await markHandled(db, hotelId, reviewId, userId, note, maxHandledRating);
      if (result === 'missing') throw new AppError('not_found', 'Review not found.');
      if (result === 'not_low') {
        throw new AppError('bad_request', `Only reviews of ${maxHandledRating} stars or fewer are marked handled.`);
      }
    },
  };
}
