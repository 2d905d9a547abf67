import { Router, type Request } from 'express';
import { z } from 'zod';
import { markReviewHandledBody, reviewPageQuery } from '../../contracts/dashboard.ts';
import { signedIn, requireHotelAccess } from '../../platform/http/guards.ts';
import type { ModuleContext } from '../module-context.ts';
import { createHotelReviewsService } from './hotel-reviews.service.ts';

/** Checked by requireHotelAccess before any handler runs. */
const hotelIdOf = (req: Request) => String((req.params as { hotelId?: string }).hotelId);

/** Mounted at /api/hotels/:hotelId/reviews. */
export function hotelReviewsRoutes(ctx: ModuleContext): Router {
  const router = Router({ mergeParams: true });
  const service = createHotelReviewsService(ctx.pool);
  router.use(requireHotelAccess(ctx.pool));

  router.get('/', async (req, res) => {
    const query = reviewPageQuery.parse(req.query);
    res.json(await service.page(hotelIdOf(req), query.limit, query.cursor));
  });

  router.get('/summary', async (req, res) => {
    res.json(await service.summary(hotelIdOf(req)));
  });

  router.put('/:reviewId/handling', async (req, res) => {
    const reviewId = z.guid({ message: 'Review id must be a UUID.' }).parse(req.params.reviewId);
    const body = markReviewHandledBody.parse(req.body);
    await service.markHandled(hotelIdOf(req), reviewId, signedIn(req).userId, body.note);
    res.status(204).end();
  });

  return router;
}
