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
import { cpuPerCallLine } from './process-cpu.ts';
import { checkIngestBaseline, machineKey } from './ingest-baseline.ts';
import { benchStageCosts, stageCostLines } from './stage-costs.ts';
import { benchApi } from './api.ts';
import { benchKnowledge } from './knowledge.ts';
import { benchLoad } from './load.ts';
import { benchReconnect } from './reconnect.ts';
import { benchProviderCalls } from './provider-calls.ts';
import { benchRetention } from './retention.ts';
import { benchPmsTools } from './pms-tools.ts';
import { benchSiteAnalytics, benchSiteEventIngest } from './site-events.ts';
import { benchInsights } from './insights.ts';
import { benchRevenue } from './revenue.ts';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const name = `hv_bench_${Date.now().toString(36)}`;
const databaseUrl = await createMigratedDatabase(adminUrl, name);
const pool = createPool(databaseUrl, 10);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hv-bench-'));
const results: string[] = [];
let stageLines: string[] = [];
let regressed = false;
try {
  const env = { databaseUrl, redisUrl, dataDir };
  // BENCH_ONLY=stages,ingest,latency,api,load,knowledge,reconnect,provider,pms,retention,events,analytics,insights,revenue picks parts (the ingest runs take longest).
  const only = (
    process.env.BENCH_ONLY ??
    'stages,ingest,latency,api,load,knowledge,reconnect,provider,pms,retention,events,analytics,insights,revenue'
  ).split(',');
  if (only.includes('stages')) {
    stageLines = stageCostLines(await benchStageCosts({ ...env, pool, calls: 2_000 }));
    console.log(stageLines.join('\n'));
  }
  // BENCH_BACKENDS=redis (or postgres) measures one queue backend only.
  const backends = (['redis', 'postgres'] as const).filter((b) =>
    (process.env.BENCH_BACKENDS ?? 'redis,postgres').split(',').includes(b),
  );
  for (const backend of only.includes('ingest') ? backends : []) {
    // BENCH_BLOBS=staged (or timed) runs one of the two ingest methods.
    const methods = (['staged', 'timed'] as const).filter((m) =>
      (process.env.BENCH_BLOBS ?? 'staged,timed').split(',').includes(m),
    );
    for (const blobs of methods) {
      const r = await benchIngest({ ...env, backend, pool, calls: Number(process.env.BENCH_CALLS ?? 10_000), blobs });
      const what = blobs === 'staged' ? 'objects committed' : 'bytes written and objects committed';
      results.push(
        `| ingest throughput, ${backend} (${what} in the window) | ${r.calls} calls in ${r.seconds.toFixed(1)} s | **${r.perSecond.toFixed(0)} calls/s** · ${r.eventsPerCall.toFixed(2)} events per call |`,
      );
      console.log(results.at(-1));
      console.log(`  CPU per call: ${cpuPerCallLine(r.cpuSeconds, r.calls)}`);
      const baseline = checkIngestBaseline(`${backend}, ${what}, ${r.calls} calls`, r.perSecond);
      regressed ||= baseline.regressed;
      console.log(`  ${machineKey()}: ${baseline.line}`);
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
  if (only.includes('provider')) results.push(...(await benchProviderCalls({ ...env, pool })));
  if (only.includes('pms')) results.push(...(await benchPmsTools({ ...env, pool })));
  for (const line of only.includes('events') ? await benchSiteEventIngest({ ...env, pool }) : [])
    console.log(results.push(line) && line);
  const siteEvents = Number(process.env.BENCH_SITE_EVENTS ?? 10_000_000);
  for (const line of only.includes('analytics') ? await benchSiteAnalytics({ ...env, pool }, siteEvents) : [])
    console.log(results.push(line) && line);
  if (only.includes('insights')) {
    const total = Number(process.env.BENCH_INSIGHTS_CALLS ?? 10_000_000);
    const big = Number(process.env.BENCH_INSIGHTS_BIG_HOTEL ?? 1_000_000);
    results.push(...(await benchInsights({ ...env, pool }, total, big)));
  }
  if (only.includes('revenue')) {
    results.push(...(await benchRevenue({ ...env, pool }, Number(process.env.BENCH_REVENUE_CALLS ?? 1_000_000))));
  }
  if (only.includes('retention')) {
    const oldCalls = Number(process.env.BENCH_RETENTION_CALLS ?? 100_000);
    const r = await benchRetention({ ...env, pool, backend: 'redis', oldCalls });
    results.push(
      `| retention over ${oldCalls.toLocaleString('en')} old calls (batches of 500) | ${r.recordingsDeleted.toLocaleString('en')} recordings deleted in ${r.seconds.toFixed(1)} s (**${(r.recordingsDeleted / r.seconds).toFixed(0)}/s**), ${r.left} left | ${r.batches} batches |`,
      `| live latency at 10 calls/s, before / during retention | before p50 ${r.before.p50} · p95 ${r.before.p95} · p99 ${r.before.p99} ms (${r.before.calls} calls) | during p50 ${r.during.p50} · p95 ${r.during.p95} · p99 ${r.during.p99} ms (${r.during.calls} calls) |`,
    );
    console.log(results.slice(-2).join('\n'));
  }
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
${stageLines.length > 0 ? `\nCPU per call by stage (bench/stage-costs.ts, 2,000 of the ingest bench's calls):\n\n${stageLines.join('\n')}\n` : ''}
How each is measured:
- PMS tools: the agent's \`check_availability\` in our bearer form (token check, per-hotel rate
  limit, key read and AES-GCM decryption, argument checks, the PMS request, the answer and its log
  row) against the same \`getAvailableRoomTypes\` request sent straight to the local Cloudbeds
  double, alternating, one at a time, 400 rounds after 40 of warm-up; the overhead is the
  difference of the percentiles.
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
- Provider calls: one api and one worker; the webhooks posted one at a time over HTTP with the
  providers' signatures (scripts/lib/provider-payloads.ts); test audio made with sox and lame
  (a gliding tone, 16 kHz mono; MP3 at 64 kbit/s); recordings served by a local HTTP server the
  worker is allowed to fetch from (a local run). The playable-recording row breaks each call into
  stages from the storage feed's own timestamps and the socket events, and adds the CPU seconds the
  whole path used (this process, the worker and its ffmpeg children, from /proc). Transcoding runs
  the worker's ffmpeg (@ffmpeg-installer) on a 10-minute file, nothing else running; its speed is
  ffmpeg's CPU time (seconds of audio per second of one core) and, separately, wall time.
- Insights (issue #13): one hotel with 1,000,000 analysed calls over three years among 10,000,000
  (BENCH_INSIGHTS_CALLS, BENCH_INSIGHTS_BIG_HOTEL), generated in SQL with the rollup triggers off,
  then the rollups rebuilt from call_logs by the same function \`npm run rollups:rebuild\` calls;
  sequential requests over HTTP to the running api after 20 of warm-up. The rollup's ingest cost:
  the ingest bench above run four times on that table, triggers off, on, off, on.
- Retention: one hotel with ${Number(process.env.BENCH_RETENTION_CALLS ?? 100_000).toLocaleString('en')} calls 200 days old, each with a recording object,
  against the default 90 days; the worker's retention job (batches of 500, 25 ms apart) run to the
  end while a voice agent writes a call to another hotel every 100 ms through the real pipeline
  (Redis backend); live latency (write → socket event) for 20 s before the run and during it.
`;
// Everything from the history heading on is written by people and kept as it is.
const file = path.join(repoRoot, 'docs', 'benchmarks.md');
const previous = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
const history = previous.indexOf('\n## History');
fs.writeFileSync(file, history >= 0 ? report + previous.slice(history) : report);
console.log('written to docs/benchmarks.md');
// A run more than 20 % below this machine's recorded ingest figure fails (bench/ingest-baselines.json).
process.exit(regressed ? 1 : 0);
