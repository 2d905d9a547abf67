import { createServer } from 'node:http';
import express from 'express';
import type { AppDeps } from './app-deps.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createWebContexts } from './modules/web-pages/web-context.ts';
import { createPageForms } from './modules/web-pages/page-forms.ts';
import { mountApiModules, mountPublicLinks } from './modules/index.ts';
import { createServices } from './modules/services.ts';
import { loadIdentity } from './platform/http/identity.ts';
import { createCsrfTokens, csrfProtection } from './platform/http/csrf.ts';
import { errorMiddleware, notFoundApi } from './platform/http/error-middleware.ts';
import { noStore } from './platform/http/no-store.ts';
import { mountMetricsAndQueueBoard } from './platform/http/metrics-and-queue-board.ts';
import { queueBoardPath } from './platform/queues/board.ts';
import { parseCookies } from './platform/http/parse-cookies.ts';
import { rejectNulInUrl, rejectNulReviver } from './platform/http/reject-nul.ts';
import { contentSecurity, issueCspNonce } from './platform/http/content-security.ts';
import { serveWeb, type WebApp } from './platform/http/serve-web.ts';
import { attachAdapter, type Publish } from './platform/realtime/realtime-backend.ts';
import { dropSocketsOfSessions } from './platform/realtime/drop-sockets.ts';
import { createSocketServer } from './platform/realtime/socket-server.ts';

/** Routes authenticated by a signature or a bearer token rather than the session cookie. */
// The unsubscribe link carries its own signed token and is POSTed by mail clients (RFC 8058).
export const csrfExemptPrefixes = ['/api/ingest/', '/api/webhooks/', '/api/agent/', '/api/alerts/unsubscribe'];
/**
 * Anonymous analytics beacons carry no cookie (sendBeacon, decision 019); a forged one can only
 * do what any client can do anyway: send an event, rate-limited.
 */
const csrfExemptPaths = ['/api/events'];

/**
 * Builds the api without listening, so tests drive it with supertest. `web` is the web's request
 * handler, handed in by the composition root (api/src/web-app.ts); without it only the api answers.
 */
export function createApp(deps: AppDeps, web?: WebApp) {
  const { config } = deps;
  const secureCookies = config.publicUrl.startsWith('https://');
  const app = express();
  app.disable('x-powered-by');
  // One hop, the load balancer: req.ip is the address it saw. Trusting every hop would let a
  // client pick its own address (and its own rate-limit bucket) with a forged X-Forwarded-For.
  app.set('trust proxy', config.trustProxy ? 1 : false);
  app.use(issueCspNonce);
  app.use(
    contentSecurity({
      publicUrl: config.publicUrl,
      mediaOrigins: deps.config.supabase ? [deps.config.supabase.url] : [],
      secure: secureCookies,
      dev: config.webDev,
    }),
  );
  app.use(rejectNulInUrl);
  app.use(parseCookies);
  app.use(
    csrfProtection({
      tokens: createCsrfTokens(config.csrfSecret),
      secure: secureCookies,
      exemptPrefixes: csrfExemptPrefixes,
      exemptPaths: csrfExemptPaths,
      // bull-board's page sends no CSRF header; its requests are same-origin fetches, which carry Origin.
      originCheckedPrefixes: [queueBoardPath],
      // A page's form posts natively before (or without) JavaScript, where no header can be set: its
      // Origin must be this site's (decision 082). Everything under /api still needs the token.
      originCheckedPages: true,
      allowedOrigins: config.allowedOrigins,
    }),
  );
  mountMetricsAndQueueBoard(app, {
    queues: Object.values(deps.queues),
    metricsAccess: { token: config.metricsToken, trustProxy: config.trustProxy },
    auth: deps.auth,
    db: deps.pool,
  });

  // A client that is slow to send its headers is dropped after headersTimeoutMs, checked each second
  // (Node checks every 30 s by default); slow bodies are held to a receive rate by the upload door.
  const httpServer = createServer({ headersTimeout: config.headersTimeoutMs, connectionsCheckingInterval: 1000 }, app);
  const io = createSocketServer(httpServer, {
    auth: deps.auth,
    db: deps.pool,
    allowedOrigins: config.allowedOrigins,
  });
  deps.auth.onSessionsEnded((ended) => dropSocketsOfSessions(io, ended));
  const closeAdapter = attachAdapter(io, deps.realtime);

  const api = express.Router();
  api.use(noStore);
  // Webhook bodies are read raw (their signatures cover the exact bytes), never as the api's JSON;
  // analytics beacons are read by their own route, with a much smaller cap.
  api.use(
    express.json({
      limit: '1mb',
      reviver: rejectNulReviver,
      type: (req) =>
        !req.url?.startsWith('/webhooks/') &&
        req.url !== '/events' &&
        Boolean((req as express.Request).is('application/json')),
    }),
  );
  api.use(loadIdentity(deps.auth, deps.pool));
  const publish: Publish = (room, event, ...args) => void io.to(room).emit(event, ...args);
  const services = createServices(deps, publish);
  const moduleContext = { ...deps, io, publish, services };
  mountApiModules(api, moduleContext);
  api.use(notFoundApi);

  app.use('/api', api);
  app.use(healthRoutes(deps));
  mountPublicLinks(app, moduleContext);
  if (web) serveWeb(app, web, config.publicUrl, createWebContexts(moduleContext, createPageForms(moduleContext)));
  app.use(errorMiddleware(deps.logger, config.production));

  return { app, httpServer, io, services, close: closeAdapter };
}

export type App = ReturnType<typeof createApp>;
