import { Router } from 'express';
import { signedIn, requireUser } from '../../platform/http/guards.ts';
import type { ModuleContext } from '../module-context.ts';
import { createMyHotelsService } from './my-hotels.service.ts';

/** Mounted at /api/me. */
export function myHotelsRoutes(ctx: ModuleContext): Router {
  const router = Router();
  const service = createMyHotelsService(ctx.pool);

  router.get('/hotels', requireUser, async (req, res) => {
    res.json({ hotels: await service.list(signedIn(req)) });
  });

  return router;
}
