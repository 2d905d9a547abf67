import fs from 'node:fs/promises';
import path from 'node:path';
import type { CallLogListItem } from '../api/src/contracts/call-logs.ts';
import { loadScriptedCalls, scriptedCallId, transcriptOf } from '../scripts/lib/call-fixtures.ts';
import { processRetention, retentionPace } from '../worker/src/jobs/guest-data/retention.processor.ts';
import { createBenchHotel, joinHotel, type BenchEnv } from './harness.ts';
import { storageOf, withPipeline } from './pipeline.ts';
import { summary } from './stats.ts';
import { callObjectPaths } from '../api/src/contracts/call-objects.ts';

const scripted = loadScriptedCalls();
const ratePerSecond = 10;

/**
 * Retention over `oldCalls` calls 200 days old, each with a recording object, while a voice agent
 * keeps sending calls to another hotel at 10/s: the live latency of those calls (write → socket
 * event) before and during the run. The old calls are written in bulk, storage rows without the
 * feed trigger, so the ingest worker is not handed 100,000 objects it would never get in practice.
 */
export async function benchRetention(env: BenchEnv & { backend: 'redis' | 'postgres'; oldCalls: number }) {
  const oldHotel = await createBenchHotel(env.pool, 'Retention old calls');
  await seedOldCalls(env, oldHotel, env.oldCalls);
  return withPipeline(env, 'Retention', async (api, hotelId, startWorkerNow) => {
    await startWorkerNow();
    const storage = storageOf(env);
    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    const socket = await joinHotel(api.baseUrl, api.cookie, hotelId, (call: CallLogListItem) => {
      const t0 = sentAt.get(call.callId);
      if (t0 !== undefined && call.turnCount > 0) {
        latencies.push(performance.now() - t0);
        sentAt.delete(call.callId);
      }
    });
    let sending = true;
    let sent = 0;
    const sender = (async () => {
      while (sending) {
        const call = scripted[sent % scripted.length]!;
        const callId = scriptedCallId('ret', call.room, new Date());
        sentAt.set(callId, performance.now());
        sent++;
        void storage.put('calls', callObjectPaths(hotelId, callId).transcript, transcriptOf(call), 'application/json');
        await new Promise((resolve) => setTimeout(resolve, 1000 / ratePerSecond));
      }
    })();
    try {
      await new Promise((resolve) => setTimeout(resolve, 20_000));
      const before = latencies.splice(0);
      const started = performance.now();
      const result = await processRetention({ pool: env.pool, storage, emitter: { toRoom: () => undefined } as never });
      const seconds = (performance.now() - started) / 1000;
      const during = latencies.splice(0);
      sending = false;
      await sender;
      const left = await env.pool.query(
        'select count(*)::int as n from public.call_logs where hotel_id = $1 and recording_path is not null',
        [oldHotel],
      );
      return {
        ...result,
        seconds,
        batches: Math.ceil(env.oldCalls / retentionPace.batchSize),
        left: left.rows[0].n as number,
        before: { calls: before.length, ...summary(before) },
        during: { calls: during.length, ...summary(during) },
      };
    } finally {
      sending = false;
      socket.close();
    }
  });
}

/** Rows and recording objects (tiny files; retention never reads them) of calls started 200 days ago. */
async function seedOldCalls(env: BenchEnv, hotelId: string, count: number): Promise<void> {
  const dir = path.join(env.dataDir, 'storage', 'calls', 'hotels', hotelId, 'recordings');
  await fs.mkdir(dir, { recursive: true });
  const ids = Array.from({ length: count }, (_, i) =>
    scriptedCallId('old', 'lobby', new Date(Date.now() - 200 * 86_400_000 - i * 1000)),
  );
  for (let i = 0; i < ids.length; i += 500) {
    await Promise.all(ids.slice(i, i + 500).map((id) => fs.writeFile(path.join(dir, `${id}.ogg`), 'OggS')));
  }
  const client = await env.pool.connect();
  try {
    await client.query('begin');
    // Bulk rows without the storage feed's trigger: these objects are not new calls to ingest.
    await client.query('set local session_replication_role = replica');
    await client.query(
      `insert into storage.objects (bucket_id, name, metadata)
       select 'calls', 'hotels/' || $1 || '/recordings/' || id || '.ogg', '{"size": 4, "mimetype": "audio/ogg"}'::jsonb
       from unnest($2::text[]) as id`,
      [hotelId, ids],
    );
    await client.query(
      `insert into public.call_logs (hotel_id, call_id, room_name, started_at, ended_at, duration_seconds,
         transcript, transcript_text, turn_count, recording_path, recording_size)
       select $1::text::uuid, id, 'lobby', now() - interval '200 days' - (n || ' seconds')::interval,
              now() - interval '200 days' - (n || ' seconds')::interval + interval '87 seconds', 87,
              '[{"role":"user","text":"An old call."}]'::jsonb, 'An old call.', 1,
              'hotels/' || $1::text || '/recordings/' || id || '.ogg', 4
       from unnest($2::text[]) with ordinality as t(id, n)`,
      [hotelId, ids],
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}
