import type { Express } from 'express';
import type { AppDeps } from '../../app-deps.ts';
import { createApiMetrics, metricsHandler } from '../metrics/metrics.ts';
import { createQueueBoard, queueBoardPath } from '../queues/board.ts';
import { requireAdmin } from './guards.ts';
import { loadIdentity } from './identity.ts';
import { noStore } from './no-store.ts';

/**
 * What runs beside the business routes: request metrics and /metrics and the admins' queue board.
 * (Provider webhooks read their raw bodies behind their own door: modules/webhooks/webhook-door.ts.)
 */
export function mountOperations(app: Express, deps: AppDeps): void {
  const queues = Object.values(deps.queues);
  const metrics = createApiMetrics(queues);
  app.use(metrics.observe);
  app.get(
    '/metrics',
    metricsHandler(
      metrics.registry,
      { token: deps.config.metricsToken, trustProxy: deps.config.trustProxy },
      metrics.collectQueueDepth,
    ),
  );
  app.use(queueBoardPath, noStore, loadIdentity(deps.auth, deps.pool), requireAdmin, ...createQueueBoard(queues));
}
