/**
 * npm run bench: the pipeline's numbers on this machine, written to docs/benchmarks.md.
 * Uses its own database (created and dropped here) on BENCH_DATABASE_URL's server (default the
 * local Postgres) and its own Redis key prefix, deleted at the end.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../api/src/platform/paths.ts';
import { createPool } from '../api/src/platform/db/pool.ts';
import { createMigratedDatabase, dropDatabase } from '../test/support/databases.ts';
import { removeBenchKeys } from './harness.ts';
import { benchIngest, benchLatency } from './pipeline.ts';
import { benchApi } from './api.ts';
import { benchKnowledge } from './knowledge.ts';
import { benchLoad } from './load.ts';
import { benchReconnect } from './reconnect.ts';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const name = `hv_bench_${Date.now().toString(36)}`;
const databaseUrl = await createMigratedDatabase(adminUrl, name);
const pool = createPool(databaseUrl, 10);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hv-bench-'));
const results: string[] = [];
try {
  const env = { databaseUrl, redisUrl, dataDir };
  // BENCH_ONLY=ingest,latency,api,load,knowledge,reconnect picks parts (the ingest runs take longest).
  const only = (process.env.BENCH_ONLY ?? 'ingest,latency,api,load,knowledge,reconnect').split(',');
  // BENCH_BACKENDS=redis (or postgres) measures one queue backend only.
  const backends = (['redis', 'postgres'] as const).filter((b) =>
    (process.env.BENCH_BACKENDS ?? 'redis,postgres').split(',').includes(b),
  );
  for (const backend of only.includes('ingest') ? backends : []) {
    for (const blobs of ['staged', 'timed'] as const) {
      const r = await benchIngest({ ...env, backend, pool, calls: Number(process.env.BENCH_CALLS ?? 10_000), blobs });
      const what = blobs === 'staged' ? 'objects committed' : 'bytes written and objects committed';
      results.push(
        `| ingest throughput, ${backend} (${what} in the window) | ${r.calls} calls in ${r.seconds.toFixed(1)} s | **${r.perSecond.toFixed(0)} calls/s** · ${r.eventsPerCall.toFixed(2)} events per call |`,
      );
      console.log(results.at(-1));
    }
  }
  for (const backend of only.includes('latency') ? backends : []) {
    const r = await benchLatency({ ...env, backend, pool, calls: 400, ratePerSecond: 20 });
    results.push(
      `| live latency insert→socket, ${backend}, 20 calls/s | p50 ${r.p50} ms · p95 ${r.p95} ms · p99 ${r.p99} ms | ${r.calls} calls |`,
    );
    console.log(results.at(-1));
  }
  for (const line of only.includes('load') ? await benchLoad({ ...env, pool }) : [])
    console.log(results.push(line) && line);
  for (const line of only.includes('api') ? await benchApi({ ...env, pool }) : []) {
    results.push(line);
    console.log(line);
  }
  if (only.includes('knowledge')) results.push(...(await benchKnowledge()));
  if (only.includes('reconnect')) results.push(...(await benchReconnect({ ...env, pool })));
} finally {
  await pool.end();
  await dropDatabase(adminUrl, name);
  fs.rmSync(dataDir, { recursive: true, force: true });
  await removeBenchKeys(redisUrl);
}

const cpu = os.cpus()[0]?.model ?? 'unknown cpu';
const load = os
  .loadavg()
  .map((n) => n.toFixed(1))
  .join(' / ');
const report = `# Benchmarks

Measured by \`npm run bench\` (bench/run.ts, ${process.env.BENCH_ONLY ? `BENCH_ONLY=${process.env.BENCH_ONLY}` : 'all parts'}) on ${new Date().toISOString().slice(0, 10)}.
Machine: ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ${process.version},
Postgres and Redis on the same machine; load average at the end ${load} (1 / 5 / 15 min).
Everything (writers, api, worker, clients, Postgres, Redis) shares the two cores.

| what | result | detail |
| --- | --- | --- |
${results.join('\n')}

How each is measured:
- Ingest: ${Number(process.env.BENCH_CALLS ?? 10_000).toLocaleString('en')} calls (a recording and a transcript each) for one hotel; 8 concurrent writers
  create the objects one transaction each, as a storage service does (storage.objects row; the
  trigger feeds the worker, decision 012); one real worker process (WORKER_CONCURRENCY=32) and one
  api. The clock stops when every call has its complete call_logs row **and** a signed-in Socket.IO
  client in the hotel's room has received a complete \`call:upserted\` for it. "Objects committed
  in the window": the bytes were written to the local storage folder before the clock started (in
  production they go to Supabase Storage's blob store, not this machine). "Bytes written and
  objects committed": the local adapter also writes every file inside the window.
- Live latency: a signed-in Socket.IO client joined to the hotel's room; for each call, the time
  from just before the transcript object's insert to the \`call:upserted\` event at the client.
- Load: 2,000 signed-in Socket.IO clients over 200 hotels against one api and one worker; calls at
  50/s for 30 s; latency from the write to each client's event; api RSS read from /proc. Then
  autocannon (20 connections, 10 s) on the call-log list and the anonymous review submit.
- Call-log API: one hotel with 1,000 and one with 100,000 calls; sequential requests over HTTP
  to the running api (first page of 50, and a \`q\` search), after a warm-up.
- Knowledge files: the worker's sandboxed chunking task (decode, normalize, chunk) on uploads of
  exactly 5,242,880 bytes in twelve shapes; the time with the default 256 MB heap, and the
  smallest of 16, 24, 32, 48, 64, 96, 128 and 256 MB heaps in which it finishes.
- Reconnect: a Socket.IO client in a hotel's room while its api process is killed (SIGKILL) and,
  500 ms later (the supervisor's first wait), started again; a call is written as soon as the new
  api is ready; the time from then until the client has the call (its event, or the rejoin's
  catch-up when the event went out first), with the web's settings and the library's.
`;
// Everything from the history heading on is written by people and kept as it is.
const file = path.join(repoRoot, 'docs', 'benchmarks.md');
const previous = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
const history = previous.indexOf('\n## History');
fs.writeFileSync(file, history >= 0 ? report + previous.slice(history) : report);
console.log('written to docs/benchmarks.md');
process.exit(0);
