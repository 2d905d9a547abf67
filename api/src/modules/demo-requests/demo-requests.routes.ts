import { Router } from 'express';
import { createDemoRequestBody } from '../../contracts/public-site.ts';
import type { ModuleContext } from '../module-context.ts';

/** An anonymous form: a handful per hour per address is plenty for a person, and caps spam. */
export const demoRequestLimit = { name: 'demo-request-ip', points: 5, durationSeconds: 3600 };

export function demoRequestRoutes(ctx: ModuleContext): Router {
  const router = Router();
  const service = ctx.services.demoRequests;

  router.post('/', ctx.rateLimits.perIp(demoRequestLimit), async (req, res) => {
    const body = createDemoRequestBody.parse(req.body);
    const created = await service.create(body);
    res.status(201).json({ demoRequestId: created.demoRequestId });
  });

  return router;
}
