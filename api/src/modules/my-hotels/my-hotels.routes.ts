import { Router } from 'express';
import { signedIn, requireUser } from '../../platform/http/guards.ts';
import type { ModuleContext } from '../module-context.ts';

/** Mounted at /api/me. */
export function myHotelsRoutes(ctx: ModuleContext): Router {
  const router = Router();
  const service = ctx.services.myHotels;

  router.get('/hotels', requireUser, async (req, res) => {
    res.json({ hotels: await service.list(signedIn(req)) });
  });

  return router;
}
