/**
 * Issue 30, finding 10: what large transcripts cost the call-log search and CSV export.
 * `npx tsx bench/transcript-size.ts`: calls of ~2 MB (10,000 turns, or 4 huge turns) against an api
 * process of its own on a database of its own; prints search times and the api's RSS growth during
 * each export (EXPORT_CALLS, default 40, for the larger one).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createLocalAuth } from '../api/src/platform/auth/local-auth.ts';
import { createPool } from '../api/src/platform/db/pool.ts';
import { createMigratedDatabase, dropDatabase } from '../test/support/databases.ts';
import { createHotel, createUser, linkUserToHotel } from '../test/support/factories.ts';
import { freePort } from '../test/support/free-port.ts';
import { startService } from '../test/support/service-process.ts';
import { benchApiEnv, benchPrefix, removeBenchKeys } from './harness.ts';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const exportCalls = Number(process.env.EXPORT_CALLS ?? 40);
const name = `hv_bench_${Date.now().toString(36)}`;
const databaseUrl = await createMigratedDatabase(adminUrl, name);
const pool = createPool(databaseUrl, 2);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hv-bench-'));
const words = ['sauna', 'breakfast', 'checkout', 'parking', 'towels', 'pool', 'late', 'room', 'wifi', 'taxi'];

/** A made-up word of letters only ('ba', 'bb', …): transcripts are talk, not digits. */
const madeUp = (n: number) => [...n.toString(26)].map((d) => String.fromCharCode(97 + parseInt(d, 26))).join('');

/** About `bytes` of talk in `turns` turns; every turn mentions the sauna somewhere. */
function transcriptOf(bytes: number, turns: number, seed: number) {
  const perTurn = Math.floor(bytes / turns);
  return Array.from({ length: turns }, (_, i) => {
    let text = '';
    for (let w = 0; text.length < perTurn; w++)
      text += `${words[(w * 7 + i + seed) % words.length]} ${madeUp(w % 997)} `;
    return { role: i % 2 ? 'user' : 'assistant', text, offset: i };
  });
}

async function insertCalls(hotelId: string, label: string, calls: number, turns: number) {
  for (let i = 0; i < calls; i++) {
    const transcript = transcriptOf(2_000_000, turns, i);
    await pool.query(
      `insert into public.call_logs (hotel_id, call_id, room_name, started_at, ended_at, transcript, transcript_text, turn_count)
       values ($1, $2, 'lobby', now() - $3 * interval '1 minute', now(), $4, $5, $6)`,
      [hotelId, `${label}-${i}`, i, JSON.stringify(transcript), transcript.map((t) => t.text).join('\n'), turns],
    );
  }
}

try {
  const user = await createUser(createLocalAuth(pool, 'x'.repeat(40)), pool);
  const searchHotel = (await createHotel(pool)).id;
  const exportHotel = (await createHotel(pool)).id;
  await linkUserToHotel(pool, user.id, searchHotel);
  await linkUserToHotel(pool, user.id, exportHotel);
  await insertCalls(searchHotel, 'many-turns', 5, 10_000);
  await insertCalls(searchHotel, 'huge-turns', 5, 4);
  await insertCalls(exportHotel, 'export', exportCalls, 10_000);

  const port = await freePort();
  const env = { databaseUrl, redisUrl, dataDir, pool };
  // API_NODE_OPTIONS=--max-old-space-size=128 shows whether the export needs more than a small heap.
  const api = await startService('api/src/index.ts', {
    ...benchApiEnv(env, benchPrefix(), port),
    NODE_OPTIONS: process.env.API_NODE_OPTIONS ?? '',
  });
  try {
    const agent = request.agent(`http://127.0.0.1:${port}`);
    await agent.get('/api/auth/csrf');
    const csrf = agent.jar.getCookie('hv_csrf', { domain: '127.0.0.1', path: '/', secure: false, script: true });
    const signIn = await agent
      .post('/api/auth/sign-in')
      .set('x-csrf-token', csrf?.value ?? '')
      .send({ email: user.email, password: user.password });
    if (signIn.status !== 200) throw new Error(`sign-in ${signIn.status}`);
    /** The api's resident memory in MB (NaN once it is gone). */
    const rss = () => {
      const status = fs.existsSync(`/proc/${api.child.pid}/status`)
        ? fs.readFileSync(`/proc/${api.child.pid}/status`, 'utf8')
        : '';
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024;
    };

    console.log(`api RSS after start: ${rss().toFixed(0)} MB`);
    for (const q of ['sauna', 'sauna late']) {
      const started = performance.now();
      const res = await agent.get(`/api/hotels/${searchHotel}/call-logs?limit=20&q=${encodeURIComponent(q)}`);
      const ms = performance.now() - started;
      console.log(`search "${q}": ${res.status}, ${res.body.items?.length} rows in ${ms.toFixed(0)} ms`);
    }
    for (const [hotelId, label] of [
      [searchHotel, '10 calls of 2 MB'],
      [exportHotel, `${exportCalls} calls of 2 MB`],
    ] as const) {
      const before = rss();
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, rss())), 10);
      const started = performance.now();
      const csv = await agent.get(`/api/hotels/${hotelId}/call-logs/export.csv`).buffer(true);
      clearInterval(sampler);
      peak = Math.max(peak, rss());
      console.log(
        `export of ${label}: ${csv.status}, ${(csv.text.length / 1e6).toFixed(1)} MB in ` +
          `${(performance.now() - started).toFixed(0)} ms, api RSS ${before.toFixed(0)} -> ${peak.toFixed(0)} MB ` +
          `(+${(peak - before).toFixed(0)} MB)`,
      );
    }
  } finally {
    await api.stop();
  }
} finally {
  await pool.end();
  await dropDatabase(adminUrl, name);
  await removeBenchKeys(redisUrl);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
