import { Router, type Request } from 'express';
import { reviewPageQuery } from '../../contracts/dashboard.ts';
import { requireHotelAccess } from '../../platform/http/guards.ts';
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

  return router;
}
