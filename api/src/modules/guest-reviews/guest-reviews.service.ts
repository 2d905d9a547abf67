import type { CreateReviewBody, PublicHotel } from '../../contracts/public-site.ts';
import { rooms } from '../../contracts/rooms.ts';
import type { ReviewEvent } from '../../contracts/socket-events.ts';
import type { Db } from '../../platform/db/pool.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { isUuid } from '../../platform/access/access.ts';
import type { Publish } from '../../platform/realtime/realtime-backend.ts';
import { findPublicHotel, insertReview } from './guest-reviews.repo.ts';

export const hotelNotFoundMessage = 'The requested hotel could not be found.';

export function createGuestReviewsService(db: Db, publish: Publish) {
  return {
    async publicHotel(hotelId: string): Promise<PublicHotel> {
      const hotel = isUuid(hotelId) ? await findPublicHotel(db, hotelId) : null;
      if (!hotel) throw new AppError('not_found', hotelNotFoundMessage);
      return hotel;
    },

    /** Stores the review and pushes it to the hotel's open dashboards. */
    async create(body: CreateReviewBody): Promise<ReviewEvent> {
      const row = await insertReview(db, body);
      if (!row) throw new AppError('not_found', hotelNotFoundMessage);
      const event: ReviewEvent = {
        reviewId: row.reviewId,
        hotelId: row.hotelId,
        rating: row.rating,
        feedback: row.feedback,
        createdAt: row.createdAt.toISOString(),
      };
      publish(rooms.hotel(row.hotelId), 'review:created', event);
      return event;
    },
  };
}
