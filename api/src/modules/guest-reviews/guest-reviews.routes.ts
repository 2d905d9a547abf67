import { Router } from 'express';
import { createReviewBody } from '../../contracts/public-site.ts';
import type { ModuleContext } from '../module-context.ts';
import { createGuestReviewsService } from './guest-reviews.service.ts';

export const guestReviewLimits = {
  /** A guest leaves one review; a few retries per address are allowed, floods are not. */
  submitPerIp: { name: 'review-submit-ip', points: 10, durationSeconds: 600 },
  /** Slows down walking hotel ids to learn hotel names. */
  lookupPerIp: { name: 'public-hotel-ip', points: 60, durationSeconds: 60 },
};

/** The anonymous review page's two calls: the hotel's public fields, and the review itself. */
export function guestReviewRoutes(ctx: ModuleContext): Router {
  const router = Router();
  const service = createGuestReviewsService(ctx.pool, ctx.publish);

  router.get('/public/hotels/:hotelId', ctx.rateLimits.perIp(guestReviewLimits.lookupPerIp), async (req, res) => {
    res.json({ hotel: await service.publicHotel(String(req.params.hotelId ?? '')) });
  });

  router.post('/reviews', ctx.rateLimits.perIp(guestReviewLimits.submitPerIp), async (req, res) => {
    const body = createReviewBody.parse(req.body);
    const review = await service.create(body);
    res.status(201).json({ reviewId: review.reviewId });
  });

  return router;
}
