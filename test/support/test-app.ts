import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';

import { createApp } from '../../api/src/app.ts';
import type { WebApp } from '../../api/src/platform/http/serve-web.ts';
import { buildDeps, type BuiltDeps } from '../../api/src/compose.ts';
import { loadConfig } from '../../api/src/config.ts';
import { cookieNames } from '../../api/src/platform/http/cookies.ts';
import { createCsrfTokens, csrfHeader, sessionIdOf } from '../../api/src/platform/http/csrf.ts';
import { createLogger } from '../../api/src/platform/logger.ts';
import './provided-context.ts';
import { testDatabaseUrl } from './file-database.ts';
import { testConfig } from './config.ts';

export interface TestAppOptions {
  queueBackend?: 'redis' | 'postgres';
  env?: Record<string, string>;
  /** Share queues, channels and rate-limit counters with another app (two api processes). */
  prefix?: string;
  /** The web the api serves pages with (test/support/security-world.ts fakeWebApp); none: /api only. */
  web?: WebApp;
}

/**
 * The real app on the run's test database and the machine's Redis (or the Postgres queue backend),
 * with its own data folder and a queue/channel prefix of its own so parallel files never collide.
 */
export function createTestApp(options: TestAppOptions = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hv-test-'));
  const prefix = options.prefix ?? `t${randomUUID().slice(0, 8)}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: testDatabaseUrl(),
    DATA_DIR: dataDir,
    QUEUE_BACKEND: options.queueBackend ?? 'redis',
    QUEUE_PREFIX: prefix,
    PUBLIC_URL: 'http://localhost:8000',
    // One secret for every test app, as for every api process of one deployment.
    CSRF_SECRET: 'test-csrf-secret-0123456789abcdef0123',
    ...testConfig.authEnv,
    ...options.env,
  });
  const deps: BuiltDeps = buildDeps(config, createLogger('test', 'silent'), prefix);
  const built = createApp(deps, options.web);
  return {
    ...built,
    deps,
    config,
    prefix,
    /** The app's DATA_DIR (local storage lives here); a worker started for the test shares it. */
    dataDir,
    async close() {
      await new Promise<void>((resolve) => built.io.close(() => resolve()));
      await built.close();
      await deps.shutdown();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = ReturnType<typeof createTestApp>;

/**
 * A supertest agent that behaves like a browser: it keeps cookies and sends the CSRF header on
 * every state-changing request.
 */
export async function browserAgent(app: TestApp['app']) {
  const agent = request.agent(app);
  await agent.get('/api/auth/csrf');
  // Like the page, read the cookie at each request: signing in and out replaces it.
  const csrf = () =>
    agent.jar.getCookie(cookieNames.csrf, { domain: '127.0.0.1', path: '/', secure: false, script: true })?.value ?? '';
  const withCsrf = <T extends { set(name: string, value: string): T }>(req: T) => req.set(csrfHeader, csrf());
  return {
    agent,
    csrf,
    get: (url: string) => agent.get(url),
    post: (url: string) => withCsrf(agent.post(url)),
    put: (url: string) => withCsrf(agent.put(url)),
    patch: (url: string) => withCsrf(agent.patch(url)),
    delete: (url: string) => withCsrf(agent.delete(url)),
  };
}

export type BrowserAgent = Awaited<ReturnType<typeof browserAgent>>;

/** Cookie and header of a valid CSRF proof for the session of `accessToken` (none: signed out). */
export function csrfProof(app: TestApp, accessToken?: string) {
  const token = createCsrfTokens(app.config.csrfSecret).issue(sessionIdOf(accessToken));
  return { cookie: `${cookieNames.csrf}=${token}`, header: { [csrfHeader]: token } };
}
