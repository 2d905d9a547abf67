import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import '../../test/support/provided-context.ts';
import { createPool } from '@hotelvoice/api/platform/db/pool';
import { testDatabaseUrl } from '../../test/support/file-database.ts';

const databaseUrl = testDatabaseUrl();
const pool = createPool(databaseUrl, 2);
afterAll(() => pool.end());

/** Local secrets the configuration makes outside production go here, not into the repository's .data. */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hv-healthcheck-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'healthcheck.ts');

/** The container's health check as docker-compose runs it: its exit code and what it said. */
function healthcheck(url = databaseUrl) {
  const { status, stderr } = spawnSync(process.execPath, ['--import', 'tsx', script], {
    env: { PATH: process.env.PATH, NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: url },
    encoding: 'utf8',
  });
  return { status, said: stderr };
}

async function heartbeat(hostname: string, secondsAgo: number) {
  await pool.query(
    `insert into public.worker_heartbeats (worker_id, queue_prefix, hostname, pid, started_at, seen_at)
     values ($1, '', $2, 1, now(), now() - make_interval(secs => $3))`,
    [`${hostname}:1:${secondsAgo}`, hostname, secondsAgo],
  );
}

describe('the worker container health check', () => {
  it('when no worker on this host beats, then unhealthy, also when another host has a fresh heartbeat', async () => {
    await heartbeat('another-container', 0);
    const { status, said } = healthcheck();
    expect(status).toBe(1);
    expect(said).toContain(`no fresh worker heartbeat from ${os.hostname()}`);
  });

  it('when the worker on this host beat a minute ago only, then unhealthy; when it beat just now, then healthy', async () => {
    await heartbeat(os.hostname(), 60);
    expect(healthcheck().status).toBe(1);
    await heartbeat(os.hostname(), 0);
    expect(healthcheck()).toEqual({ status: 0, said: '' });
  });

  it('when the database cannot be reached, then unhealthy with the reason', () => {
    const unreachable = healthcheck('postgres://postgres@127.0.0.1:1/none');
    expect(unreachable.status).toBe(1);
    expect(unreachable.said).toMatch(/healthcheck: .*ECONNREFUSED/);
  });
});
