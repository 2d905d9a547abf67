import { Router } from 'express';
import type { AppDeps } from '../../app-deps.ts';

export function healthRoutes(deps: AppDeps): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  /**
   * Ready when this api can serve: its database and queue answer. A worker that is down does not
   * make the api unready (it still serves pages and takes calls, which wait in the queue), but the
   * answer says so: `status: 'degraded'` and `worker.status: 'down'`.
   */
  router.get('/readyz', async (_req, res) => {
    const [database, queue, worker] = await Promise.all([
      deps.pool.query('select 1').then(
        () => true,
        () => false,
      ),
      deps.queueReady().catch(() => false),
      deps.workerStatus().catch(() => null),
    ]);
    const ready = database && queue;
    const status = !ready ? 'unavailable' : worker?.status === 'up' ? 'ready' : 'degraded';
    res.status(ready ? 200 : 503).json({ status, database, queue, queueBackend: deps.config.queueBackend, worker });
  });
  return router;
}
