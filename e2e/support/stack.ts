import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPool, type Pool } from '../../api/src/platform/db/pool.ts';
import { seedDemoIfEmpty } from '../../scripts/lib/demo-seed.ts';
import { testConfig } from '../../test/support/config.ts';
import { freePort } from '../../test/support/free-port.ts';
import { startService } from '../../test/support/service-process.ts';

export interface Stack {
  baseUrl: string;
  port: number;
  pool: Pool;
  dataDir: string;
  /** The settings the stack was started with (beyond the inherited PATH and the like). */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * The real api and worker processes (as `npm start` runs them) on the test run's database with the
 * demo data seeded, serving the built web app. Each call gets its own port, data folder and queue
 * prefix. The browser tests share one, started by e2e/support/global-setup.ts.
 */
export async function startStack(options: {
  databaseUrl: string;
  queueBackend?: 'redis' | 'postgres';
  env?: Record<string, string>;
}): Promise<Stack> {
  const { databaseUrl } = options;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hv-e2e-'));
  const port = await freePort();
  const own: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    QUEUE_BACKEND: options.queueBackend ?? 'redis',
    QUEUE_PREFIX: `e${randomUUID().slice(0, 8)}`,
    AUTH_JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-secret',
    ...testConfig.authEnv,
    ...options.env,
  };
  const env: NodeJS.ProcessEnv = { ...testConfig.inheritedEnv, ...own };
  const pool = createPool(databaseUrl, 4);
  await seedDemoIfEmpty(pool, env);
  const children = await Promise.all([startService('api/src/index.ts', env), startService('worker/src/index.ts', env)]);
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    port,
    pool,
    dataDir,
    env: own,
    async stop() {
      await Promise.all(children.map((child) => child.stop()));
      await pool.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
