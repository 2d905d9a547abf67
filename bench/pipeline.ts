import type { CallLogListItem } from '../api/src/contracts/call-logs.ts';
import { createStorage } from '../api/src/platform/storage/create-storage.ts';
import { loadScriptedCalls, scriptedCallId, transcriptOf } from '../scripts/lib/call-fixtures.ts';
import { benchPrefix, createBenchHotel, joinHotel, startApi, startWorker, type BenchEnv } from './harness.ts';
import { startCpuTally } from './process-cpu.ts';
import { summary } from './stats.ts';
import { callObjectPaths } from '../api/src/contracts/call-objects.ts';

const scripted = loadScriptedCalls();
export const storageOf = (env: BenchEnv) =>
  createStorage(
    { dataDir: env.dataDir, authJwtSecret: 'bench-secret-bench-secret-bench-secret', publicUrl: 'http://localhost' },
    env.pool,
  ).localStorage!;
/** A run that has not finished by then failed (a call failed for good); it stops instead of hanging. */
const deadlineMs = 10 * 60_000;

/** One api, one hotel, one real worker process; `run` gets them and everything is stopped after it. */
export async function withPipeline<T>(
  env: BenchEnv & { backend: 'redis' | 'postgres' },
  label: string,
  run: (
    api: Awaited<ReturnType<typeof startApi>>,
    hotelId: string,
    startWorkerNow: () => Promise<Awaited<ReturnType<typeof startWorker>>>,
  ) => Promise<T>,
): Promise<T> {
  const prefix = benchPrefix();
  const api = await startApi(env, env.backend, prefix);
  let worker: Awaited<ReturnType<typeof startWorker>> | undefined;
  try {
    const hotelId = await createBenchHotel(env.pool, `${label} ${env.backend}`);
    return await run(api, hotelId, async () => {
      worker = await startWorker(env, env.backend, prefix);
      return worker;
    });
  } finally {
    if (worker) await worker.stop();
    await api.close();
  }
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
  return withPipeline(env, 'Ingest', async (api, hotelId, startWorkerNow) => {
    const complete = new Set<string>();
    let events = 0;
    const socket = await joinHotel(api.baseUrl, api.cookie, hotelId, (call: CallLogListItem) => {
      events++;
      if (call.turnCount > 0 && call.hasRecording) complete.add(call.callId);
    });
    try {
      const worker = await startWorkerNow();
      const storage = storageOf(env);
      const calls = Array.from({ length: env.calls }, (_, i) => {
        const call = scripted[i % scripted.length]!;
        const callId = scriptedCallId('bench', call.room, new Date(Date.UTC(2026, 0, 1) - i * 1000));
        return [
          { path: callObjectPaths(hotelId, callId).recording, body: call.recording, type: 'audio/ogg' },
          { path: callObjectPaths(hotelId, callId).transcript, body: transcriptOf(call), type: 'application/json' },
        ];
      });
      if (env.blobs === 'staged')
        for (const objects of calls) for (const o of objects) await storage.writeBlob('calls', o.path, o.body);
      const cpu = startCpuTally(env.pool, worker.child.pid!);
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
        if (rows[0]!.n >= env.calls && complete.size >= env.calls) break;
        if (Date.now() - started > deadlineMs)
          throw new Error(`ingest: ${rows[0]!.n} rows and ${complete.size} events of ${env.calls} calls in time`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const seconds = (Date.now() - started) / 1000;
      const cpuSeconds = await cpu.stop();
      return {
        calls: env.calls,
        seconds,
        perSecond: env.calls / seconds,
        eventsPerCall: events / env.calls,
        cpuSeconds,
      };
    } finally {
      socket.close();
    }
  });
}

export async function benchLatency(
  env: BenchEnv & { backend: 'redis' | 'postgres'; calls: number; ratePerSecond: number },
) {
  return withPipeline(env, 'Latency', async (api, hotelId, startWorkerNow) => {
    await startWorkerNow();
    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    const socket = await joinHotel(api.baseUrl, api.cookie, hotelId, (call: CallLogListItem) => {
      const t0 = sentAt.get(call.callId);
      if (t0 !== undefined && call.turnCount > 0) {
        latencies.push(performance.now() - t0);
        sentAt.delete(call.callId);
      }
    });
    try {
      const storage = storageOf(env);
      const pending: Promise<unknown>[] = [];
      for (let i = 0; i < env.calls; i++) {
        const call = scripted[i % scripted.length]!;
        const callId = scriptedCallId('lat', call.room, new Date(Date.now() - i * 1000));
        sentAt.set(callId, performance.now());
        pending.push(
          storage.put('calls', callObjectPaths(hotelId, callId).transcript, transcriptOf(call), 'application/json'),
        );
        await new Promise((resolve) => setTimeout(resolve, 1000 / env.ratePerSecond));
      }
      await Promise.all(pending);
      const until = Date.now() + 30_000;
      while (latencies.length < env.calls && Date.now() < until)
        await new Promise((resolve) => setTimeout(resolve, 50));
      return { calls: latencies.length, ...summary(latencies) };
    } finally {
      socket.close();
    }
  });
}
