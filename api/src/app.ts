import { createServer } from 'node:http';
import express from 'express';
import helmet from 'helmet';
import type { AppDeps } from './app-deps.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createDashboardPageService } from './modules/dashboard-page/dashboard-page.service.ts';
import { mountApiModules, mountPublicLinks } from './modules/index.ts';
import { loadIdentity } from './platform/http/identity.ts';
import { createCsrfTokens, csrfProtection } from './platform/http/csrf.ts';
import { errorMiddleware, notFoundApi } from './platform/http/error-middleware.ts';
import { noStore } from './platform/http/no-store.ts';
import { mountOperations } from './platform/http/operations.ts';
import { queueBoardPath } from './platform/queues/board.ts';
import { parseCookies } from './platform/http/parse-cookies.ts';
import { rejectNulInUrl, rejectNulReviver } from './platform/http/reject-nul.ts';
import { answerEarlyFormPosts } from './platform/http/early-form-posts.ts';
import { serveWeb } from './platform/http/serve-web.ts';
import { attachAdapter, type Publish } from './platform/realtime/realtime-backend.ts';
import { dropSocketsOfSessions } from './platform/realtime/drop-sockets.ts';
import { createSocketServer } from './platform/realtime/socket-server.ts';
import { dashboardEarlyScriptHash } from './platform/http/dashboard-early-script.ts';

/** Routes authenticated by a signature or a bearer token rather than the session cookie. */
// The unsubscribe link carries its own signed token and is POSTed by mail clients (RFC 8058).
export const csrfExemptPrefixes = ['/api/ingest/', '/api/webhooks/', '/api/agent/', '/api/alerts/unsubscribe'];
/**
 * Anonymous analytics beacons carry no cookie (sendBeacon, decision 019); a forged one can only
 * do what any client can do anyway: send an event, rate-limited.
 */
const csrfExemptPaths = ['/api/events'];

/** Builds the api without listening, so tests drive it with supertest. */
export function createApp(deps: AppDeps) {
  const { config } = deps;
  const secureCookies = config.publicUrl.startsWith('https://');
  const app = express();
  app.disable('x-powered-by');
  // One hop, the load balancer: req.ip is the address it saw. Trusting every hop would let a
  // client pick its own address (and its own rate-limit bucket) with a forged X-Forwarded-For.
  app.set('trust proxy', config.trustProxy ? 1 : false);
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'", dashboardEarlyScriptHash],
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:'],
          'media-src': ["'self'", 'blob:', ...(deps.config.supabase ? [deps.config.supabase.url] : [])],
          'connect-src': ["'self'", 'ws:', 'wss:'],
          'upgrade-insecure-requests': secureCookies ? [] : null,
        },
      },
      strictTransportSecurity: secureCookies,
    }),
  );
  app.use(rejectNulInUrl);
  app.use(parseCookies);
  answerEarlyFormPosts(app);
  app.use(
    csrfProtection({
      tokens: createCsrfTokens(config.csrfSecret),
      secure: secureCookies,
      exemptPrefixes: csrfExemptPrefixes,
      exemptPaths: csrfExemptPaths,
      // bull-board's page sends no CSRF header; its requests are same-origin fetches, which carry Origin.
      originCheckedPrefixes: [queueBoardPath],
      allowedOrigins: config.allowedOrigins,
    }),
  );
  mountOperations(app, deps);

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
  const moduleContext = { ...deps, io, publish };
  mountApiModules(api, moduleContext);
  api.use(notFoundApi);

  app.use('/api', api);
  app.use(healthRoutes(deps));
  mountPublicLinks(app, moduleContext);
  serveWeb(app, deps, createDashboardPageService(moduleContext).preload);
  app.use(errorMiddleware(deps.logger, config.production));

  return { app, httpServer, io, close: closeAdapter };
}

export type App = ReturnType<typeof createApp>;
