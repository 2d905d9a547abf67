import { lowReviewMaxRating } from '../../contracts/alerts.ts';
import { reviewAlertsJobId } from '../../contracts/queues.ts';
import type { CreateReviewBody, PublicHotel } from '../../contracts/public-site.ts';
import { rooms } from '../../contracts/rooms.ts';
import type { ReviewEvent } from '../../contracts/socket-events.ts';
import type { Db } from '../../platform/db/pool.ts';
import type { Logger } from '../../platform/logger.ts';
import type { AppQueues } from '../../platform/queues/app-queues.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { isUuid } from '../../platform/access/access.ts';
import type { Publish } from '../../platform/realtime/realtime-backend.ts';
import { findHotelIdByReviewSlug, readPublicHotel } from '../hotels/index.ts';
import { insertReview, markGoogleOpened } from './guest-reviews.repo.ts';

export const hotelNotFoundMessage = 'The requested hotel could not be found.';

/**
 * Queues the alerts job of a new low review. Failing to queue never fails the review: the review
 * row carries alert_pending, and the worker's alert sweep records what a lost job did not.
 */
export type QueueReviewAlerts = (reviewId: string) => Promise<void>;

/** A stored review queues its alerts (a low rating alerts the hotel); one pending job per review. */
export const queueReviewAlertsOn =
  (queue: AppQueues['callAlerts'], logger: Logger): QueueReviewAlerts =>
  async (reviewId) => {
    await queue
      .add('review', { reviewId }, { jobId: reviewAlertsJobId(reviewId) })
      .catch((error: unknown) => logger.error({ err: error, reviewId }, 'could not queue review alerts'));
  };

export function createGuestReviewsService(db: Db, publish: Publish, queueReviewAlerts: QueueReviewAlerts) {
  return {
    /** The hotel a short review link (/r/<slug>) names, or null. */
    hotelIdBySlug: (slug: string) => findHotelIdByReviewSlug(db, slug),

    /** The guest opened the Google link the thanks screen offered; counted (and told to the hotel room) once per review. */
    async googleOpened(reviewId: string): Promise<void> {
      const opened = isUuid(reviewId) ? await markGoogleOpened(db, reviewId) : null;
      if (!opened) throw new AppError('not_found', 'Review not found.');
      if (opened.first)
        publish(rooms.hotel(opened.hotelId), 'review:google-opened', { hotelId: opened.hotelId, reviewId });
    },

    async publicHotel(hotelId: string): Promise<PublicHotel> {
      const hotel = isUuid(hotelId) ? await readPublicHotel(db, hotelId) : null;
      if (!hotel) throw new AppError('not_found', hotelNotFoundMessage);
      return hotel;
    },

    /** Stores the review and pushes it to the hotel's open dashboards. */
    async create(body: CreateReviewBody): Promise<ReviewEvent> {
      const owesAlerts = body.rating <= lowReviewMaxRating;
      // An unknown hotel gets a 404, not a foreign-key error.
      const hotel = await readPublicHotel(db, body.hotelId);
      if (!hotel) throw new AppError('not_found', hotelNotFoundMessage);
      const row = await insertReview(db, body, { googleOffered: hotel.googlePlaceId !== '', alertPending: owesAlerts });
      const event: ReviewEvent = {
        reviewId: row.reviewId,
        hotelId: row.hotelId,
        rating: row.rating,
        feedback: row.feedback,
        createdAt: row.createdAt.toISOString(),
        googleOffered: row.googleOffered,
      };
      publish(rooms.hotel(row.hotelId), 'review:created', event);
      if (owesAlerts) await queueReviewAlerts(row.reviewId);
      return event;
    },
  };
}
