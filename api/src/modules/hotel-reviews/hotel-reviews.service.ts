import type { ReviewPage, ReviewSummary } from '../../contracts/dashboard.ts';
import type { Db } from '../../platform/db/pool.ts';
import { countReviewsByRating, listReviews } from './hotel-reviews.repo.ts';
import { decodeReviewCursor, encodeReviewCursor } from './review-cursor.ts';

/** Owner-side reads of guest reviews; the routes check the hotel link before calling. */
export function createHotelReviewsService(db: Db) {
  return {
    async page(hotelId: string, limit: number, cursor: string | undefined): Promise<ReviewPage> {
      const after = cursor ? decodeReviewCursor(cursor) : null;
      const { items, last, hasMore } = await listReviews(db, hotelId, limit, after);
      return { items, nextCursor: hasMore && last ? encodeReviewCursor(last) : null };
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
      return { average: count ? Math.round((total / count) * 100) / 100 : null, count, counts };
    },
  };
}
