import { randomUUID } from 'node:crypto';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { repoRoot } from '../api/src/platform/paths.ts';
import { testConfig } from '../test/support/config.ts';
import { freePort } from '../test/support/free-port.ts';

const running: ChildProcess[] = [];
const folders: string[] = [];

/**
 * Each `npm start` runs in a process group of its own (it is started detached), so what it started
 * (api, worker, embedded Postgres) goes with it: a failed test leaves nothing running.
 */
function killGroup(child: ChildProcess): void {
  try {
    process.kill(-child.pid!, 'SIGKILL');
  } catch {
    // The group is gone already.
  }
}

afterEach(async () => {
  for (const child of running.splice(0)) killGroup(child);
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/**
 * Runs the real `npm start` entry with nothing configured but its own data folder and ports: by
 * default Node with tsx's loader; with `tsxCommand`, through the tsx command, as `npm start` does.
 */
function launch(extraEnv: Record<string, string>, port: number, pgPort: number, { tsxCommand = false } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hv-start-'));
  folders.push(dataDir);
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    DATA_DIR: dataDir,
    PORT: String(port),
    EMBEDDED_DATABASE_PORT: String(pgPort),
    // The machine's Redis is shared: another copy of the app started here with the default prefix
    // would take this one's jobs (and fail them: its database has no such hotel).
    QUEUE_PREFIX: `start${randomUUID().slice(0, 8)}`,
    ...testConfig.runMarker,
    ...extraEnv,
  };
  const entry = tsxCommand
    ? [path.join(repoRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/start.ts']
    : ['--import', 'tsx', 'scripts/start.ts'];
  const child = spawn(process.execPath, entry, {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  running.push(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output, dataDir };
}

async function waitForReady(url: string, timeoutMs: number): Promise<Record<string, unknown>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      // Ready and a worker heartbeat seen: the api can answer a moment before the worker beats.
      const res = await fetch(`${url}/readyz`);
      const body = res.ok ? ((await res.json()) as Record<string, unknown>) : undefined;
      if (body?.status === 'ready') return body;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the app did not become ready');
    await new Promise((r) => setTimeout(r, 500));
  }
}

async function waitForOutput(output: () => string, text: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (!output().includes(text)) {
    if (Date.now() > deadline) throw new Error(`no "${text}" in the output:\n${output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe.each([
  { backend: 'redis', env: {} as Record<string, string> },
  { backend: 'postgres', env: { QUEUE_BACKEND: 'postgres' } },
])('npm start with the $backend queue backend', ({ backend, env }) => {
  it('when started on a fresh data folder, then it serves the app and stops cleanly on SIGINT', async () => {
    const [port, pgPort] = [await freePort(), await freePort()];
    const app = launch(env, port, pgPort);
    const ready = await waitForReady(`http://127.0.0.1:${port}`, 150_000);
    expect(ready).toMatchObject({ status: 'ready', database: true, queue: true, queueBackend: backend });

    await waitForOutput(app.output, 'ready on http://localhost:');
    const page = await fetch(`http://127.0.0.1:${port}/`);
    expect(page.status).toBe(200);
    // The landing page, rendered on the server by the built web (decision 082).
    expect(await page.text()).toContain('<h1');
    expect(app.output()).toContain('admin@demo.hotelvoice.dev / demo-admin-pass');
    expect(fs.existsSync(path.join(app.dataDir, 'postgres', 'PG_VERSION'))).toBe(true);

    await expectWorkerRestartAfterSigkill(app, port, pgPort);

    app.child.kill('SIGINT');
    expect(await app.exited).toBe(0);
    // Postgres, the api and the worker are all gone: nothing answers on either port.
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    expect(fs.existsSync(path.join(app.dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  }, 400_000);
});

/**
 * Kills the worker with SIGKILL and sends calls while it is down, through `npm run simulate:calls`
 * with only PORT and DATA_DIR set (it must find this instance by itself). The api answers all
 * along; the worker comes back and ingests the calls.
 */
async function expectWorkerRestartAfterSigkill(app: ReturnType<typeof launch>, port: number, pgPort: number) {
  const db = new pg.Client({ connectionString: `postgres://postgres:postgres@127.0.0.1:${pgPort}/hotelvoice` });
  await db.connect();
  try {
    const pidOf = async () =>
      (await db.query<{ pid: number }>('select pid from public.worker_heartbeats order by seen_at desc limit 1'))
        .rows[0]?.pid;
    const firstPid = await pidOf();
    expect(firstPid).toBeGreaterThan(0);
    const hotelId = (await db.query<{ hotel_id: string }>('select hotel_id from public.hotels limit 1')).rows[0]!
      .hotel_id;

    let apiDown = 0;
    let probing = true;
    const probe = (async () => {
      while (probing) {
        const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
          (r) => r.ok,
          () => false,
        );
        if (!ok) apiDown++;
        await new Promise((r) => setTimeout(r, 100));
      }
    })();

    process.kill(firstPid!, 'SIGKILL');
    const sent = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/simulate-calls.ts', '--hotel', hotelId, '--count', '3', '--rate', '20'],
      { cwd: repoRoot, env: { PATH: process.env.PATH ?? '', PORT: String(port), DATA_DIR: app.dataDir } },
    );
    expect(sent.stdout).toContain('3 of 3 calls accepted');
    // Counted by id: the demo data's own calls may still be arriving from the first start's seed.
    const sentIds = [...sent.stdout.matchAll(/^sent (\S+) \(/gm)].map((m) => m[1]!);
    expect(sentIds).toHaveLength(3);

    await waitForOutput(app.output, 'worker exited unexpectedly (signal SIGKILL)');
    await waitForOutput(app.output, 'worker is back');
    // A bound for a stuck pipeline, not a speed target: a loaded machine may take minutes (issue #31).
    const deadline = Date.now() + 150_000;
    let calls = 0;
    while (calls < 3 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
      calls = Number(
        (await db.query('select count(*) from public.call_logs where call_id = any($1)', [sentIds])).rows[0].count,
      );
    }
    probing = false;
    await probe;
    expect(calls).toBe(3);
    expect(apiDown).toBe(0);
    expect(await pidOf()).not.toBe(firstPid);
  } finally {
    await db.end();
  }
}

describe('npm start stopped through the tsx command', () => {
  it('when the tsx command that npm start runs gets SIGINT, then the embedded Postgres stops too', async () => {
    const [port, pgPort] = [await freePort(), await freePort()];
    const app = launch({}, port, pgPort, { tsxCommand: true });
    await waitForReady(`http://127.0.0.1:${port}`, 150_000);
    app.child.kill('SIGINT');
    await app.exited;
    // Postgres had the time to stop: its lock file is gone and nothing listens on its port.
    expect(fs.existsSync(path.join(app.dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    const probe = new pg.Client({ host: '127.0.0.1', port: pgPort, user: 'postgres', connectionTimeoutMillis: 2000 });
    await expect(probe.connect()).rejects.toThrow();
  }, 200_000);
});

describe('npm start with an unreachable REDIS_URL', () => {
  it('when REDIS_URL is set but nothing answers, then it stops with one clear line', async () => {
    const [port, pgPort] = [await freePort(), await freePort()];
    const app = launch({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` }, port, pgPort);
    expect(await app.exited).toBe(1);
    const lines = app.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/REDIS_URL is set but no Redis answers/);
  }, 60_000);
});

describe('a second copy of npm start on one machine', () => {
  it("when the embedded database's port is taken, then it stops at once with one line naming the setting", async () => {
    const [port, pgPort] = [await freePort(), await freePort()];
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(pgPort, '127.0.0.1', resolve));
    try {
      const app = launch({}, port, pgPort);
      expect(await app.exited).toBe(1);
      const lines = app.output().trim().split('\n');
      expect(lines).toEqual([
        `[hotelvoice] start-up failed: the embedded database's port ${pgPort} is taken (another copy of HotelVoice?); start with EMBEDDED_DATABASE_PORT=<a free port>.`,
      ]);
      expect(fs.existsSync(path.join(app.dataDir, 'postgres'))).toBe(false);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  }, 60_000);
});
