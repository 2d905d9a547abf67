import { Router } from 'express';
import { createReviewBody } from '../../contracts/public-site.ts';
import type { ModuleContext } from '../module-context.ts';

/** A slug as the hotels table allows it; anything else names no hotel. */
const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const guestReviewLimits = {
  /** A guest leaves one review; a few retries per address are allowed, floods are not. */
  submitPerIp: { name: 'review-submit-ip', points: 10, durationSeconds: 600 },
  /** A guest opens Google once or twice; this only stops a flood of writes. */
  googleOpenedPerIp: { name: 'review-google-ip', points: 30, durationSeconds: 600 },
  /** Slows down walking hotel ids to learn hotel names. */
  lookupPerIp: { name: 'public-hotel-ip', points: 60, durationSeconds: 60 },
};

/** The anonymous review page's two calls: the hotel's public fields, and the review itself. */
export function guestReviewRoutes(ctx: ModuleContext): Router {
  const router = Router();
  const service = ctx.services.reviews;

  router.get('/public/hotels/:hotelId', ctx.rateLimits.perIp(guestReviewLimits.lookupPerIp), async (req, res) => {
    res.json({ hotel: await service.publicHotel(String(req.params.hotelId ?? '')) });
  });

  router.post('/reviews', ctx.rateLimits.perIp(guestReviewLimits.submitPerIp), async (req, res) => {
    const body = createReviewBody.parse(req.body);
    const review = await service.create(body);
    res.status(201).json({ reviewId: review.reviewId });
  });

  router.post(
    '/reviews/:reviewId/google-opened',
    ctx.rateLimits.perIp(guestReviewLimits.googleOpenedPerIp),
    async (req, res) => {
      await service.googleOpened(String(req.params.reviewId ?? ''));
      res.status(204).end();
    },
  );

  return router;
}

/**
 * `GET /r/:slug`, the short review link printed on cards and QR codes: a redirect to the review
 * page by hotel id (which stays the page's address). An unknown slug lands on the page's
 * 'Hotel Not Found'. Mounted outside /api, beside the web pages.
 */
export function shortReviewLinkRoutes(ctx: ModuleContext): Router {
  const router = Router();
  const service = ctx.services.reviews;
  router.get('/r/:slug', ctx.rateLimits.perIp(guestReviewLimits.lookupPerIp), async (req, res) => {
    const slug = String(req.params.slug ?? '').toLowerCase();
    const hotelId = slug.length <= 80 && slugPattern.test(slug) ? await service.hotelIdBySlug(slug) : null;
    res
      .set('Cache-Control', 'no-store')
      .redirect(302, hotelId ? `/review?hotelId=${encodeURIComponent(hotelId)}` : '/review');
  });
  return router;
}
