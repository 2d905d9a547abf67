import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { io as connect, type Socket } from 'socket.io-client';
import type { CallLogListItem } from '../api/src/contracts/call-logs.ts';
import { createApp } from '../api/src/app.ts';
import { buildDeps } from '../api/src/compose.ts';
import { loadConfig } from '../api/src/config.ts';
import type { Pool } from '../api/src/platform/db/pool.ts';
import { createLogger } from '../api/src/platform/logger.ts';
import { startService, type RunningService } from '../test/support/service-process.ts';

export interface BenchEnv {
  databaseUrl: string;
  redisUrl: string;
  dataDir: string;
  pool: Pool;
}

const prefixes: string[] = [];
/** A queue/channel prefix of this run's own; removeBenchKeys deletes exactly these. */
export function benchPrefix(): string {
  const prefix = `bench${randomUUID().slice(0, 6)}`;
  prefixes.push(prefix);
  return prefix;
}

/** Deletes the Redis keys of the prefixes this run made (SCAN, so Redis is never blocked). */
export async function removeBenchKeys(redisUrl: string): Promise<void> {
  const redis = new Redis(redisUrl);
  try {
    for (const prefix of prefixes) {
      for await (const keys of redis.scanStream({ match: `${prefix}:*`, count: 1000 }) as AsyncIterable<string[]>)
        if (keys.length > 0) await redis.unlink(...keys);
    }
  } finally {
    redis.disconnect();
  }
}

/** A signed-in Socket.IO client that joined the hotel's room; `onCall` hears its `call:upserted`. */
export async function joinHotel(
  baseUrl: string,
  cookie: string,
  hotelId: string,
  onCall: (call: CallLogListItem) => void,
): Promise<Socket> {
  const socket = connect(baseUrl, { transports: ['websocket'], extraHeaders: { cookie } });
  socket.on('call:upserted', onCall);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect_error', reject);
    socket.emit('hotel:join', hotelId, (ack: { ok: boolean }) =>
      ack.ok ? resolve() : reject(new Error('join refused')),
    );
  });
  return socket;
}

/** The settings of an api process of the benchmarks (Redis backend, loopback only). */
export function benchApiEnv(env: BenchEnv, prefix: string, port: number): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    DATABASE_URL: env.databaseUrl,
    REDIS_URL: env.redisUrl,
    QUEUE_BACKEND: 'redis',
    QUEUE_PREFIX: prefix,
    DATA_DIR: env.dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  };
}

export function startWorker(env: BenchEnv, backend: string, prefix: string): Promise<RunningService> {
  return startService(
    'worker/src/index.ts',
    {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      DATABASE_URL: env.databaseUrl,
      REDIS_URL: env.redisUrl,
      QUEUE_BACKEND: backend,
      QUEUE_PREFIX: prefix,
      DATA_DIR: env.dataDir,
      WORKER_CONCURRENCY: '32',
    },
    {
      // BENCH_WORKER_CPU_PROF=<folder> writes the worker's CPU profile there when it stops (open it in
      // Chrome's DevTools or speedscope), to see where a call's time goes.
      nodeArgs: process.env.BENCH_WORKER_CPU_PROF
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_WORKER_CPU_PROF}`]
        : [],
    },
  );
}

export async function startApi(
  env: BenchEnv,
  backend: 'redis' | 'postgres',
  prefix: string,
  extraEnv: Record<string, string> = {},
) {
  const config = loadConfig({
    ...extraEnv,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: env.databaseUrl,
    REDIS_URL: env.redisUrl,
    DATA_DIR: env.dataDir,
    QUEUE_BACKEND: backend,
    QUEUE_PREFIX: prefix,
  });
  const deps = buildDeps(config, createLogger('bench', 'silent'), prefix);
  const app = createApp(deps);
  await new Promise<void>((resolve) => app.httpServer.listen(0, '127.0.0.1', resolve));
  const port = (app.httpServer.address() as { port: number }).port;
  const admin = await deps.auth.createUser(`bench-${prefix}@bench.hotelvoice.dev`, 'bench-password-1', true);
  await env.pool.query(
    `insert into public.users (user_id, first_name, last_name, email, activated) values ($1, 'B', 'Ench', $2, true)`,
    [admin.id, `bench-${prefix}@bench.hotelvoice.dev`],
  );
  const session = await deps.auth.signIn(`bench-${prefix}@bench.hotelvoice.dev`, 'bench-password-1');
  return {
    deps,
    baseUrl: `http://127.0.0.1:${port}`,
    cookie: `hv_at=${session.accessToken}`,
    async close() {
      await new Promise<void>((resolve) => app.io.close(() => resolve()));
      await app.close();
      await deps.shutdown();
    },
  };
}

export async function createBenchHotel(pool: Pool, name: string): Promise<string> {
  const { rows } = await pool.query<{ hotel_id: string }>(
    `insert into public.hotels (name) values ($1) returning hotel_id`,
    [name],
  );
  return rows[0]!.hotel_id;
}
