import { createServer, type Server } from 'node:http';
import type { Registry } from 'prom-client';

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Serves the worker's job metrics on their own port (the worker has no http server otherwise).
 * The same rule as the api's /metrics: a bearer METRICS_TOKEN when set, else loopback only.
 */
export function serveWorkerMetrics(registry: Registry, port: number, token: string | undefined): Server {
  const server = createServer(async (req, res) => {
    const allowed = token
      ? req.headers.authorization === `Bearer ${token}`
      : loopback.has(req.socket.remoteAddress ?? '');
    if (req.url !== '/metrics' || !allowed) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': registry.contentType }).end(await registry.metrics());
  });
  server.listen(port);
  return server;
}
