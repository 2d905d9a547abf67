import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signIngestBody } from '../platform/http/signatures.ts';
import { createLocalAuth } from '../platform/auth/local-auth.ts';
import { createPool, type Pool } from '../platform/db/pool.ts';
import { createHotel, createUser, linkUserToHotel } from '../../../test/support/factories.ts';
import { freePort } from '../../../test/support/free-port.ts';
import { spawnService, type SpawnedWorker } from '../../../test/support/private-services.ts';
import '../../../test/support/provided-context.ts';
import { DashboardClient, sessionCookie } from './dashboard-client.ts';
import { callOf, waitForRows, type FaultCall } from './fault-calls.ts';
import { testDatabaseUrl } from '../../../test/support/file-database.ts';
import { testConfig } from '../../../test/support/config.ts';

/**
 * Two api processes and two workers on the run's Postgres and the machine's Redis (a prefix of
 * this file's own). Calls arrive through the signed ingest API of both apis; a dashboard starts on
 * api #1, which is then killed, and moves to api #2 while calls keep arriving.
 */
const secret = 'scale-out-ingest-secret-0123456789';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hv-scale-'));
const prefix = `s${randomUUID().slice(0, 8)}`;
let pool: Pool;
const apis: { url: string; process: SpawnedWorker }[] = [];
const workers: SpawnedWorker[] = [];
const clients: DashboardClient[] = [];

const env = (extra: Record<string, string> = {}) => ({
  DATABASE_URL: testDatabaseUrl(),
  QUEUE_BACKEND: 'redis',
  QUEUE_PREFIX: prefix,
  DATA_DIR: dataDir,
  AUTH_JWT_SECRET: 'scale-out-auth-secret-0123456789abcdef',
  INGEST_HMAC_SECRET: secret,
  ...extra,
});

beforeAll(async () => {
  pool = createPool(testDatabaseUrl(), 4);
  const ports = [await freePort(), await freePort()];
  // Started side by side; the bound is for a process that never comes up, not a speed target.
  const started = await Promise.allSettled([
    ...ports.map((port) => spawnService('api/src/index.ts', env({ PORT: String(port), HOST: '127.0.0.1' }))),
    ...[0, 1].map(() => spawnService('worker/src/index.ts', env())),
  ]);
  started.forEach((result, i) => {
    if (result.status !== 'fulfilled') return;
    if (i < ports.length) apis.push({ url: `http://127.0.0.1:${ports[i]}`, process: result.value });
    else workers.push(result.value);
  });
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}, 300_000);

afterAll(async () => {
  for (const client of clients) client.close();
  await Promise.all([...apis.map((a) => a.process), ...workers].map((p) => p.kill('SIGTERM')));
  await pool?.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

async function ingest(baseUrl: string, call: FaultCall): Promise<number> {
  const boundary = `----hv${randomUUID()}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="hotel_id"\r\n\r\n${call.hotelId}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="call_id"\r\n\r\n${call.callId}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="transcript"; filename="t.json"\r\nContent-Type: application/json\r\n\r\n`,
    ),
    call.transcript,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await fetch(`${baseUrl}/api/ingest/calls`, {
    method: 'POST',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'x-hotelvoice-signature': signIngestBody(secret, body),
    },
    body,
  });
  return res.status;
}

describe('two apis and two workers', () => {
  it('when a dashboard moves from api #1 (killed) to api #2 while calls arrive through both, then it misses no call and no row is doubled', async () => {
    const auth = createLocalAuth(pool, env().AUTH_JWT_SECRET, testConfig.passwordCost);
    const hotel = await createHotel(pool);
    const owner = await createUser(auth, pool);
    await linkUserToHotel(pool, owner.id, hotel.id);
    const client = new DashboardClient(hotel.id, await sessionCookie(auth, owner), new Date(Date.now() - 1000));
    clients.push(client);
    await client.connectTo(apis[0]!.url);

    const calls = Array.from({ length: 300 }, (_, i) => callOf(i, hotel.id, `scale${prefix}`));
    const statuses: number[] = [];
    for (const [i, call] of calls.entries()) {
      if (i === 100) await apis[0]!.process.kill('SIGKILL');
      if (i === 150) await client.connectTo(apis[1]!.url);
      // Before the kill both apis take calls; after it, only the one still running.
      const target = i < 100 ? apis[i % 2]! : apis[1]!;
      statuses.push(await ingest(target.url, call));
    }
    expect(statuses.filter((s) => s !== 202)).toEqual([]);

    await waitForRows(pool, calls, 120_000);
    const { rows } = await pool.query<{ call_id: string; n: number }>(
      `select call_id, count(*)::int as n from public.call_logs where hotel_id = $1 group by call_id`,
      [hotel.id],
    );
    expect(rows).toHaveLength(calls.length);
    expect(rows.filter((r) => r.n !== 1)).toEqual([]);

    // The move's catch-up recovers what no api delivered in between; the live feed from api #2 the rest.
    const until = Date.now() + 60_000;
    while (client.calls.size < calls.length && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    const missing = calls.filter((c) => client.calls.get(c.callId)?.turnCount !== 2).map((c) => c.callId);
    expect(missing).toEqual([]);
    expect(client.foreignEvents).toBe(0);
  }, 240_000);
});
