import { Router } from 'express';
import type { AppDeps } from '../../app-deps.ts';

export function healthRoutes(deps: AppDeps): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const [database, queue] = await Promise.all([
      deps.pool.query('select 1').then(
        () => true,
        () => false,
      ),
      deps.queueReady().catch(() => false),
    ]);
    const ready = database && queue;
    res
      .status(ready ? 200 : 503)
      .json({ status: ready ? 'ready' : 'unavailable', database, queue, queueBackend: deps.config.queueBackend });
  });
  return router;
}
