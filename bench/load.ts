import fs from 'node:fs';
import autocannon from 'autocannon';
import type { Socket } from 'socket.io-client';
import type { CallLogListItem } from '../api/src/contracts/call-logs.ts';
import { createLocalAuth } from '../api/src/platform/auth/local-auth.ts';
import { createStorage } from '../api/src/platform/storage/create-storage.ts';
import { startService } from '../test/support/service-process.ts';
import { benchApiEnv, benchPrefix, createBenchHotel, joinHotel, startWorker, type BenchEnv } from './harness.ts';
import { summary } from './stats.ts';
import { freePort } from '../test/support/free-port.ts';
import { callObjectPaths } from '../api/src/contracts/call-objects.ts';

/**
 * Load on one real api process: 2,000 signed-in Socket.IO clients spread over 200 hotels (each an
 * owner's session) while calls arrive at 50/s; then autocannon on the call-log list and the review
 * submit. Targets: delivery p95 ≤ 100 ms and api RSS ≤ 500 MB.
 */
const hotels = 200;
const clientsPerHotel = 10;
const callsPerSecond = 50;
const seconds = 30;
const jwtSecret = 'bench-load-auth-secret-0123456789abcdef';

async function startApiProcess(env: BenchEnv, prefix: string) {
  const port = await freePort();
  const service = await startService('api/src/index.ts', {
    ...benchApiEnv(env, prefix, port),
    AUTH_JWT_SECRET: jwtSecret,
    // Each autocannon request names its own client address, so the review limit counts per guest.
    TRUST_PROXY: 'true',
  });
  return { ...service, baseUrl: `http://127.0.0.1:${port}` };
}

/** Resident memory of a process in MB, from /proc (Linux). */
function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

async function cannon(options: autocannon.Options) {
  const latencies: number[] = [];
  const instance = autocannon({ duration: 10, connections: 20, ...options });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => latencies.push(ms));
  const result = await instance;
  return { result, ...summary(latencies) };
}

export async function benchLoad(env: BenchEnv): Promise<string[]> {
  const prefix = benchPrefix();
  const api = await startApiProcess(env, prefix);
  const worker = await startWorker(env, 'redis', prefix);
  const auth = createLocalAuth(env.pool, jwtSecret);
  const storage = createStorage(
    { dataDir: env.dataDir, authJwtSecret: jwtSecret, publicUrl: 'http://localhost' },
    env.pool,
  ).storage;
  const sockets: Socket[] = [];
  const lines: string[] = [];
  let peakRss = rssMb(api.child.pid!);
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb(api.child.pid!))), 250);
  try {
    const idleRss = rssMb(api.child.pid!);
    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    const onCall = (call: CallLogListItem) => {
      const t0 = sentAt.get(call.callId);
      if (t0 !== undefined && call.turnCount > 0) latencies.push(performance.now() - t0);
    };
    const owners: { hotelId: string; cookie: string }[] = [];
    for (let h = 0; h < hotels; h++) {
      const hotelId = await createBenchHotel(env.pool, `Load ${h}`);
      const email = `load-${prefix}-${h}@bench.hotelvoice.dev`;
      const user = await auth.createUser(email, 'bench-password-1', false);
      await env.pool.query(
        `insert into public.users (user_id, first_name, last_name, email, activated) values ($1, 'L', 'Oad', $2, true)`,
        [user.id, email],
      );
      await env.pool.query('insert into public.user_hotels (user_id, hotel_id) values ($1, $2)', [user.id, hotelId]);
      const session = await auth.signIn(email, 'bench-password-1');
      owners.push({ hotelId, cookie: `hv_at=${session.accessToken}` });
    }
    const connectStart = performance.now();
    for (let c = 0; c < hotels * clientsPerHotel; c += 100) {
      const batch = Array.from({ length: 100 }, (_, k) => owners[(c + k) % hotels]!);
      sockets.push(...(await Promise.all(batch.map((o) => joinHotel(api.baseUrl, o.cookie, o.hotelId, onCall)))));
    }
    const connectSeconds = (performance.now() - connectStart) / 1000;
    const connectedRss = rssMb(api.child.pid!);

    const total = callsPerSecond * seconds;
    const start = performance.now();
    const writes: Promise<unknown>[] = [];
    for (let i = 0; i < total; i++) {
      const due = start + (i * 1000) / callsPerSecond;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const owner = owners[i % hotels]!;
      const callId = `load${i}_room-${i % 30}_20250301_120000`;
      const transcript = JSON.stringify([
        { role: 'assistant', content: ['Good evening, how can I help?'] },
        { role: 'user', content: [`Call ${i}: is breakfast included?`] },
      ]);
      sentAt.set(callId, performance.now());
      writes.push(
        storage.put(
          'calls',
          callObjectPaths(owner.hotelId, callId).transcript,
          Buffer.from(transcript),
          'application/json',
        ),
      );
    }
    await Promise.all(writes);
    const expected = total * clientsPerHotel;
    const until = Date.now() + 60_000;
    while (latencies.length < expected && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 100));
    const s = summary(latencies);
    lines.push(
      `| live delivery, ${sockets.length.toLocaleString('en')} sockets over ${hotels} hotels, one api, ${callsPerSecond} calls/s for ${seconds} s | p50 ${s.p50} ms · p95 ${s.p95} ms · p99 ${s.p99} ms | ${latencies.length.toLocaleString('en')} of ${expected.toLocaleString('en')} deliveries; target p95 ≤ 100 ms |`,
      `| api memory (RSS) with ${sockets.length.toLocaleString('en')} sockets | idle ${idleRss.toFixed(0)} MB · connected ${connectedRss.toFixed(0)} MB · peak ${peakRss.toFixed(0)} MB | target ≤ 500 MB; ${sockets.length} handshakes in ${connectSeconds.toFixed(1)} s |`,
    );
    for (const socket of sockets) socket.close();
    sockets.length = 0;

    // HTTP: the list of a hotel with 1,000 calls, and the anonymous review submit.
    const listHotel = owners[0]!;
    await env.pool.query(
      `insert into public.call_logs (hotel_id, call_id, room_name, started_at, ended_at, duration_seconds, transcript, transcript_text, turn_count)
       select $1, 'http' || g || '_lobby_20250101_000000', 'http' || g, now() - g * interval '1 minute', now(), 60,
              jsonb_build_array(jsonb_build_object('role', 'user', 'text', 'Guest ' || g, 'offset', 0)), 'Guest ' || g, 1
       from generate_series(1, 1000) g`,
      [listHotel.hotelId],
    );
    const list = await cannon({
      url: `${api.baseUrl}/api/hotels/${listHotel.hotelId}/call-logs?limit=50`,
      headers: { cookie: listHotel.cookie },
    });
    lines.push(
      `| HTTP call-log list (50 of 1,000 calls), autocannon 20 connections 10 s | **${list.result.requests.average.toFixed(0)} req/s** · p50 ${list.p50} ms · p95 ${list.p95} ms | ${list.result.non2xx} non-2xx of ${list.result.requests.total} |`,
    );
    let guest = 0;
    // A guest's CSRF proof: the token a page fetches before its first form request.
    const firstView = await fetch(`${api.baseUrl}/api/auth/csrf`);
    const csrf = /hv_csrf=([^;]+)/.exec(firstView.headers.get('set-cookie') ?? '')?.[1] ?? '';
    const review = await cannon({
      url: `${api.baseUrl}/api/reviews`,
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `hv_csrf=${csrf}`, 'x-csrf-token': csrf },
      body: JSON.stringify({ hotelId: listHotel.hotelId, rating: 5, feedback: 'Lovely stay, quick check-in.' }),
      requests: [
        {
          setupRequest: (req: autocannon.Request) => {
            guest++;
            return {
              ...req,
              headers: {
                ...req.headers,
                'x-forwarded-for': `10.${(guest >> 16) & 255}.${(guest >> 8) & 255}.${guest & 255}`,
              },
            };
          },
        },
      ],
    });
    lines.push(
      `| HTTP review submit, autocannon 20 connections 10 s | **${review.result.requests.average.toFixed(0)} req/s** · p50 ${review.p50} ms · p95 ${review.p95} ms | ${review.result.non2xx} non-2xx of ${review.result.requests.total} |`,
    );
    return lines;
  } finally {
    clearInterval(sampler);
    for (const socket of sockets) socket.close();
    await worker.stop();
    await api.stop();
  }
}
