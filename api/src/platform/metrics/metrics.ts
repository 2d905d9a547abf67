import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Queue } from 'bullmq';

export interface MetricsAccess {
  /** When set, scrapes must send `Authorization: Bearer <token>`. */
  token?: string;
  /** Behind a proxy every request looks local, so loopback alone no longer proves anything. */
  trustProxy: boolean;
}

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Who may read /metrics: with METRICS_TOKEN, whoever sends it; without, only a scraper on the same
 * machine (by socket address, which a header cannot fake), and nobody when behind a proxy.
 */
export function mayReadMetrics(req: Request, access: MetricsAccess): boolean {
  if (access.token) return req.get('authorization') === `Bearer ${access.token}`;
  return !access.trustProxy && loopback.has(req.socket.remoteAddress ?? '');
}

export function metricsHandler(registry: Registry, access: MetricsAccess, beforeScrape?: () => Promise<void>) {
  return async (req: Request, res: Response) => {
    if (!mayReadMetrics(req, access)) {
      res.status(404).end();
      return;
    }
    await beforeScrape?.();
    res.setHeader('Content-Type', registry.contentType);
    res.end(await registry.metrics());
  };
}

/** The api's metrics: request latency by route, and how many jobs wait in each queue. */
export function createApiMetrics(queues: Queue[]) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'hotelvoice_api_' });
  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const depth = new Gauge({
    name: 'queue_jobs',
    help: 'Jobs in each queue by state, read from the queue backend at scrape time',
    labelNames: ['queue', 'state'],
    registers: [registry],
  });

  const observe: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
    const end = httpDuration.startTimer();
    res.on('finish', () => {
      // The matched pattern, not the URL, keeps the label set small (no ids in labels).
      const route = req.route?.path ? `${req.baseUrl}${String(req.route.path)}` : req.baseUrl || 'unmatched';
      end({ method: req.method, route: route.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/gi, ':id'), status: res.statusCode });
    });
    next();
  };

  async function collectQueueDepth() {
    await Promise.all(
      queues.map(async (queue) => {
        const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'failed').catch(() => null);
        if (!counts) return;
        for (const [state, count] of Object.entries(counts)) depth.set({ queue: queue.name, state }, count);
      }),
    );
  }

  return { registry, observe, collectQueueDepth };
}

/** The worker's metrics: jobs finished by outcome, and how long they took. */
export function createJobMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'hotelvoice_worker_' });
  const finished = new Counter({
    name: 'jobs_finished_total',
    help: 'Jobs finished by queue and outcome (completed or failed)',
    labelNames: ['queue', 'outcome'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'job_duration_seconds',
    help: 'Time from a job starting to finish, by queue and outcome',
    labelNames: ['queue', 'outcome'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  return {
    registry,
    record(queue: string, outcome: 'completed' | 'failed', job?: { processedOn?: number; finishedOn?: number }) {
      finished.inc({ queue, outcome });
      if (job?.processedOn && job.finishedOn) {
        duration.observe({ queue, outcome }, (job.finishedOn - job.processedOn) / 1000);
      }
    },
  };
}
