import { io as connect } from 'socket.io-client';
import type { CallLogListItem } from '../api/src/contracts/call-logs.ts';
import { createStorage } from '../api/src/platform/storage/create-storage.ts';
import { loadScriptedCalls, scriptedCallId, transcriptOf } from '../scripts/lib/call-fixtures.ts';
import { benchPrefix, createBenchHotel, startApi, startWorker, stopWorker, type BenchEnv } from './harness.ts';
import { summary } from './stats.ts';

const scripted = loadScriptedCalls();
const storageOf = (env: BenchEnv) =>
  createStorage(
    { dataDir: env.dataDir, authJwtSecret: 'bench-secret-bench-secret-bench-secret', publicUrl: 'http://localhost' },
    env.pool,
  ).localStorage!;

/** A signed-in socket in the hotel's room; `complete` counts calls announced with transcript and recording. */
async function hotelListener(api: Awaited<ReturnType<typeof startApi>>, hotelId: string) {
  const socket = connect(api.baseUrl, { transports: ['websocket'], extraHeaders: { cookie: api.cookie } });
  await new Promise<void>((resolve, reject) => {
    socket.on('connect_error', reject);
    socket.emit('hotel:join', hotelId, (ack: { ok: boolean }) =>
      ack.ok ? resolve() : reject(new Error('join refused')),
    );
  });
  const complete = new Set<string>();
  const events = { count: 0 };
  socket.on('call:upserted', (call: CallLogListItem) => {
    events.count++;
    if (call.turnCount > 0 && call.hasRecording) complete.add(call.callId);
  });
  return { socket, complete, events };
}

/**
 * Whole pipeline: storage objects → feed + wake-up → queue → worker → call_logs rows and their socket
 * events. `blobs: 'staged'` writes the objects' bytes before the clock starts and times the pipeline
 * from the storage service's commits (in production the bytes go to Supabase Storage's blob store,
 * not this machine); `blobs: 'timed'` writes the bytes through the local adapter inside the window too.
 */
export async function benchIngest(
  env: BenchEnv & { backend: 'redis' | 'postgres'; calls: number; blobs: 'staged' | 'timed' },
) {
  const prefix = benchPrefix();
  const api = await startApi(env, env.backend, prefix);
  const hotelId = await createBenchHotel(env.pool, `Ingest ${env.backend}`);
  const listener = await hotelListener(api, hotelId);
  const worker = await startWorker(env, env.backend, prefix);
  const storage = storageOf(env);
  const calls = Array.from({ length: env.calls }, (_, i) => {
    const call = scripted[i % scripted.length]!;
    const callId = scriptedCallId('bench', call.room, new Date(Date.UTC(2026, 0, 1) - i * 1000));
    return [
      { path: `hotels/${hotelId}/recordings/${callId}.ogg`, body: call.recording, type: 'audio/ogg' },
      { path: `hotels/${hotelId}/transcripts/${callId}.json`, body: transcriptOf(call), type: 'application/json' },
    ];
  });
  if (env.blobs === 'staged')
    for (const objects of calls) for (const o of objects) await storage.writeBlob('calls', o.path, o.body);
  const started = Date.now();
  let next = 0;
  const writer = async () => {
    for (let i = next++; i < calls.length; i = next++) {
      for (const o of calls[i]!) {
        if (env.blobs === 'timed') await storage.writeBlob('calls', o.path, o.body);
        await storage.recordObject('calls', o.path, o.body.length, o.type);
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, writer));
  for (;;) {
    const { rows } = await env.pool.query<{ n: number }>(
      `select count(*)::int as n from public.call_logs where hotel_id = $1 and recording_path is not null and turn_count > 0`,
      [hotelId],
    );
    if (rows[0]!.n >= env.calls && listener.complete.size >= env.calls) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const seconds = (Date.now() - started) / 1000;
  listener.socket.close();
  await stopWorker(worker);
  await api.close();
  return {
    calls: env.calls,
    seconds,
    perSecond: env.calls / seconds,
    eventsPerCall: listener.events.count / env.calls,
  };
}

export async function benchLatency(
  env: BenchEnv & { backend: 'redis' | 'postgres'; calls: number; ratePerSecond: number },
) {
  const prefix = benchPrefix();
  const api = await startApi(env, env.backend, prefix);
  const hotelId = await createBenchHotel(env.pool, `Latency ${env.backend}`);
  const worker = await startWorker(env, env.backend, prefix);
  const socket = connect(api.baseUrl, { transports: ['websocket'], extraHeaders: { cookie: api.cookie } });
  await new Promise<void>((resolve, reject) => {
    socket.on('connect_error', reject);
    socket.emit('hotel:join', hotelId, (ack: { ok: boolean }) =>
      ack.ok ? resolve() : reject(new Error('join refused')),
    );
  });
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  socket.on('call:upserted', (call: CallLogListItem) => {
    const t0 = sentAt.get(call.callId);
    if (t0 !== undefined && call.turnCount > 0) {
      latencies.push(performance.now() - t0);
      sentAt.delete(call.callId);
    }
  });
  const storage = storageOf(env);
  const pending: Promise<unknown>[] = [];
  for (let i = 0; i < env.calls; i++) {
    const call = scripted[i % scripted.length]!;
    const callId = scriptedCallId('lat', call.room, new Date(Date.now() - i * 1000));
    sentAt.set(callId, performance.now());
    pending.push(
      storage.put('calls', `hotels/${hotelId}/transcripts/${callId}.json`, transcriptOf(call), 'application/json'),
    );
    await new Promise((resolve) => setTimeout(resolve, 1000 / env.ratePerSecond));
  }
  await Promise.all(pending);
  const until = Date.now() + 30_000;
  while (latencies.length < env.calls && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
  socket.close();
  await stopWorker(worker);
  await api.close();
  return { calls: latencies.length, ...summary(latencies) };
}
