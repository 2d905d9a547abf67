import { Router } from 'express';
import { analyticsQuery } from '../../contracts/index.ts';
import { requireAdmin, requireHotelAccess } from '../../platform/http/guards.ts';
import type { ModuleContext } from '../module-context.ts';

/** GET /api/admin/analytics?from=YYYY-MM-DD&to=YYYY-MM-DD: the site's numbers for a period of UTC days. */
export function siteAnalyticsRoutes(ctx: ModuleContext): Router {
  const router = Router();
  const service = ctx.services.siteAnalytics;
  router.use(requireAdmin);
  router.get('/', async (req, res) => {
    res.json(await service.read(analyticsQuery.parse(req.query)));
  });
  return router;
}

/** GET /api/hotels/:hotelId/review-page-stats?from&to: the hotel's review page opens against reviews sent. */
export function reviewPageStatsRoutes(ctx: ModuleContext): Router {
  const router = Router({ mergeParams: true });
  const service = ctx.services.siteAnalytics;
  router.get('/', requireHotelAccess(ctx.pool), async (req, res) => {
    res.json(await service.reviewPage(String(req.params.hotelId), analyticsQuery.parse(req.query)));
  });
  return router;
}
