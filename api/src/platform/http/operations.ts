import express, { type Express } from 'express';
import type { AppDeps } from '../../app-deps.ts';
import { createApiMetrics, metricsHandler } from '../metrics/metrics.ts';
import { createQueueBoard, queueBoardPath } from '../queues/board.ts';
import { requireAdmin } from './guards.ts';
import { loadIdentity } from './identity.ts';
import { noStore } from './no-store.ts';

/** Provider webhooks carry a whole call's transcript and analysis: at most this many bytes. */
export const webhookBodyLimitBytes = 5 * 1024 * 1024;
/** Webhooks that carry audio inline stream their bodies to disk themselves (decision 015). */
export const streamedWebhookPaths = ['/elevenlabs'];

/**
 * What runs beside the business routes: request metrics and /metrics, the admins' queue board, and
 * the raw body of provider webhooks (their signatures cover the exact bytes, so the api's JSON
 * parser must not see them first).
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
  app.use(
    '/api/webhooks',
    express.raw({
      type: (req) => !streamedWebhookPaths.includes((req.url ?? '').split('?')[0]!),
      limit: webhookBodyLimitBytes,
    }),
  );
}
