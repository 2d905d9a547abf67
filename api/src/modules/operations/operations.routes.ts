import { Router } from 'express';
import { requireAdmin } from '../../platform/http/guards.ts';
import { readOperations } from './snapshot.ts';
import type { ModuleContext } from '../module-context.ts';

/** GET /api/admin/operations: per hotel, whether calls flow; failures, feed lag, stuck files, mail backlog, alerts. */
export function operationsRoutes(ctx: ModuleContext): Router {
  const router = Router();
  router.use(requireAdmin);
  router.get('/', async (_req, res) => {
    res.json(
      await readOperations(ctx.pool, [
        ctx.queues.callIngest,
        ctx.queues.recordingFetch,
        ctx.queues.recordingTranscode,
        ctx.queues.siteEvents,
      ]),
    );
  });
  return router;
}
