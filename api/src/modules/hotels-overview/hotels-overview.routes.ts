import { Router } from 'express';
import { signedIn, requireUser } from '../../platform/http/guards.ts';
import type { ModuleContext } from '../module-context.ts';

/** Mounted at /api/me: `GET /api/me/hotels/overview`, the signed-in user's own hotels only. */
export function hotelsOverviewRoutes(ctx: ModuleContext): Router {
  const router = Router();
  const service = ctx.services.hotelsOverview;

  router.get('/hotels/overview', requireUser, async (req, res) => {
    res.json(await service.overview(signedIn(req)));
  });

  return router;
}
