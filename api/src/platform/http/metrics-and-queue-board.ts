import type { Queue } from 'bullmq';
import type { Express } from 'express';
import type { AuthPort } from '../auth/auth-port.ts';
import type { Db } from '../db/pool.ts';
import { createApiMetrics, metricsHandler, type MetricsAccess } from '../metrics/metrics.ts';
import { createQueueBoard, queueBoardPath } from '../queues/board.ts';
import { requireAdmin } from './guards.ts';
import { loadIdentity } from './identity.ts';
import { noStore } from './no-store.ts';

/**
 * What runs beside the business routes: request metrics and /metrics and the admins' queue board.
 * (Provider webhooks read their raw bodies behind their own door: modules/webhooks/webhook-door.ts.)
 */
export interface MetricsAndQueueBoardDeps {
  /** The queues the metrics count and the board shows. */
  queues: Queue[];
  metricsAccess: MetricsAccess;
  /** Who may open the board: signed-in admins. */
  auth: AuthPort;
  db: Db;
}

export function mountMetricsAndQueueBoard(app: Express, deps: MetricsAndQueueBoardDeps): void {
  const { queues } = deps;
  const metrics = createApiMetrics(queues);
  app.use(metrics.observe);
  app.get('/metrics', metricsHandler(metrics.registry, deps.metricsAccess, metrics.collectQueueDepth));
  app.use(queueBoardPath, noStore, loadIdentity(deps.auth, deps.db), requireAdmin, ...createQueueBoard(queues));
}
