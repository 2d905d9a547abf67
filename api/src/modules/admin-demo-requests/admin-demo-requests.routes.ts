import { Router } from 'express';
import { z } from 'zod';
import { markHandledBody } from '../../contracts/admin.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { signedIn, requireAdmin } from '../../platform/http/guards.ts';
import type { ModuleContext } from '../module-context.ts';
import { listDemoRequests, setHandled } from './admin-demo-requests.repo.ts';

const idParam = z.guid({ message: 'Demo request id must be a UUID.' });

/** The admins' inbox of 'Schedule a Demo' requests; new ones arrive live as demo-request:created. */
export function adminDemoRequestRoutes(ctx: ModuleContext): Router {
  const router = Router();
  router.use(requireAdmin);

  router.get('/', async (_req, res) => {
    res.json({ demoRequests: await listDemoRequests(ctx.pool, 500) });
  });

  router.put('/:demoRequestId/handled', async (req, res) => {
    const id = idParam.parse(req.params.demoRequestId);
    const body = markHandledBody.parse(req.body ?? {});
    const updated = await setHandled(ctx.pool, id, body.handled ? signedIn(req).userId : null);
    if (!updated) throw new AppError('not_found', 'Demo request not found.');
    res.json({ demoRequest: updated });
  });
  return router;
}
