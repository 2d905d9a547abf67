import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { startEmbeddedPostgres, type RunningEmbedded } from '../platform/db/embedded.ts';
import { migrate } from '../platform/db/migrate.ts';
import { createPool } from '../platform/db/pool.ts';
import { repoRoot } from '../platform/paths.ts';
import { testConfig } from '../../../test/config.ts';
import { freePort } from '../../../test/free-port.ts';

/**
 * Redis and Postgres servers of a test's own, for fault tests that restart, kill or flush them.
 * The machine's shared servers are never touched.
 */

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

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
export async function spawnService(entry: 'api/src/index.ts' | 'worker/src/index.ts', env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: repoRoot,
    env: { PATH: testConfig.inheritedEnv.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.on('message', (m: { type?: string }) => m?.type === 'ready' && resolve());
    child.once('exit', (code, signal) => reject(new Error(`${entry} exited with ${code ?? signal}`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  return {
    child,
    async kill(signal: NodeJS.Signals = 'SIGKILL') {
      if (gone()) return;
      child.kill(signal);
      await exited;
    },
  };
}

export const spawnWorker = (env: Record<string, string>) => spawnService('worker/src/index.ts', env);

export type SpawnedWorker = Awaited<ReturnType<typeof spawnService>>;
