import { startService } from './service-process.ts';
import type { TestApp } from './test-app.ts';
import './provided-context.ts';
import { testDatabaseUrl } from './file-database.ts';

/**
 * A real worker process on the test app's database, queues, realtime channels and data folder,
 * resolved once it reports ready. Like createTestApp, it gets only the settings it needs. `stop`
 * ends it with SIGTERM, as a deploy would.
 */
export function startTestWorker(app: TestApp, env: Record<string, string> = {}) {
  return startService('worker/src/index.ts', {
    NODE_ENV: 'test',
    DATABASE_URL: testDatabaseUrl(),
    QUEUE_BACKEND: app.config.queueBackend,
    QUEUE_PREFIX: app.prefix,
    DATA_DIR: app.dataDir,
    LOG_LEVEL: 'warn',
    ...env,
  });
}
