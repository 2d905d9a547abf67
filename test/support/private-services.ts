import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { startEmbeddedPostgres, type RunningEmbedded } from '../../api/src/platform/db/embedded.ts';
import { migrate } from '../../api/src/platform/db/migrate.ts';
import { createPool } from '../../api/src/platform/db/pool.ts';
import { testConfig } from './config.ts';
import { eventually } from './eventually.ts';
import { startService, type ServiceEntry } from './service-process.ts';
import { freePort } from './free-port.ts';

/**
 * Redis and Postgres servers of a test's own, for fault tests that restart, kill or flush them.
 * The machine's shared servers are never touched.
 */

const until = (check: () => Promise<boolean>, what: string) =>
  eventually(async () => ((await check()) ? true : undefined), what, 30_000);

async function redisPing(url: string): Promise<boolean> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } finally {
    client.disconnect();
  }
}

/** A redis-server child without persistence: a restart comes back empty, like a lost instance. */
export async function startPrivateRedis() {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    await until(() => redisPing(url), 'redis to answer');
  };
  const stop = () =>
    new Promise<void>((resolve) => {
      const current = child;
      if (!current || current.exitCode !== null || current.signalCode !== null) return resolve();
      current.once('exit', () => resolve());
      current.kill('SIGKILL');
    });
  await start();
  return {
    url,
    async restart() {
      await stop();
      await start();
    },
    async flushAll() {
      const client = new Redis(url);
      await client.flushall();
      client.disconnect();
    },
    stop,
  };
}

/** An embedded Postgres in a temp folder on a free port, migrated; `restart` stops and starts the same cluster. */
export async function startPrivatePostgres() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hv-pg-'));
  const port = await freePort();
  const options = { dataDir, port, database: 'hotelvoice' };
  let server: RunningEmbedded = await startEmbeddedPostgres(options);
  const pool = createPool(server.url, 2);
  await migrate(pool);
  await pool.end();
  return {
    url: server.url,
    async restart() {
      await server.stop();
      server = await startEmbeddedPostgres(options);
    },
    async stop() {
      await server.stop().catch(() => undefined);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A real api or worker process (as `npm start` runs them) with exactly the given settings; kill it as you like. */
export const spawnService = (entry: ServiceEntry, env: Record<string, string>) =>
  startService(entry, {
    PATH: testConfig.inheritedEnv.PATH ?? '',
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    ...testConfig.authEnv,
    ...env,
  });

export const spawnWorker = (env: Record<string, string>) => spawnService('worker/src/index.ts', env);

export type SpawnedWorker = Awaited<ReturnType<typeof spawnService>>;
