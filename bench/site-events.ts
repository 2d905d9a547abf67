import autocannon from 'autocannon';
import { createLocalAuth } from '../api/src/platform/auth/local-auth.ts';
import { freePort } from '../test/support/free-port.ts';
import { startService } from '../test/support/service-process.ts';
import { generateSiteEvents } from '../scripts/lib/generate-site-events.ts';
import { rebuildRollups } from '../worker/src/jobs/site-events/site-events.repo.ts';
import { benchApiEnv, benchPrefix, createBenchHotel, startApi, startWorker, type BenchEnv } from './harness.ts';
import { summary } from './stats.ts';

const jwtSecret = 'bench-events-auth-secret-0123456789abcdef';
const eventsPerRequest = 10;
const browserUa = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const body = JSON.stringify({
  events: Array.from({ length: eventsPerRequest }, (_, i) =>
    i === 0
      ? { name: 'page_view', path: '/', referrer: 'https://www.google.com/' }
      : { name: 'demo_play_started', path: '/' },
  ),
});

/** Sequential requests, the first 30 as warm-up; answers the latencies in ms. */
async function time(url: string, cookie: string, n: number): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < n + 30; i++) {
    const t0 = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
    if (i >= 30) samples.push(performance.now() - t0);
  }
  return samples;
}

/** autocannon on POST /api/events, each request from one of 2,000 visitor addresses (TRUST_PROXY). */
function eventLoad(baseUrl: string, options: { seconds: number; requestsPerSecond?: number }) {
  let n = 0;
  return autocannon({
    url: `${baseUrl}/api/events`,
    method: 'POST',
    duration: options.seconds,
    connections: 20,
    ...(options.requestsPerSecond ? { overallRate: options.requestsPerSecond } : {}),
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': browserUa },
    body,
    requests: [
      {
        setupRequest: (req) => ({
          ...req,
          headers: { ...req.headers, 'x-forwarded-for': `10.9.${Math.floor(n / 250) % 8}.${n++ % 250}` },
        }),
      },
    ],
  });
}

async function storedEvents(env: BenchEnv): Promise<number> {
  return (await env.pool.query<{ n: number }>('select count(*)::int as n from public.site_events')).rows[0]!.n;
}

/**
 * POST /api/events at 2,000 events/s (200 beacons of 10) for 30 s against one api and one worker,
 * with the call-log list's p95 measured before, during and after; then the ceiling without a rate.
 */
export async function benchSiteEventIngest(env: BenchEnv): Promise<string[]> {
  const prefix = benchPrefix();
  const port = await freePort();
  const api = await startService('api/src/index.ts', {
    ...benchApiEnv(env, prefix, port),
    AUTH_JWT_SECRET: jwtSecret,
    TRUST_PROXY: 'true',
  });
  const worker = await startWorker(env, 'redis', prefix);
  const baseUrl = `http://127.0.0.1:${port}`;
  const lines: string[] = [];
  try {
    const auth = createLocalAuth(env.pool, jwtSecret);
    const hotelId = await createBenchHotel(env.pool, 'Events bench');
    const email = `events-${prefix}@bench.hotelvoice.dev`;
    const user = await auth.createUser(email, 'bench-password-1', false);
    await env.pool.query(
      `insert into public.users (user_id, first_name, last_name, email, activated) values ($1, 'E', 'Vents', $2, true)`,
      [user.id, email],
    );
    await env.pool.query('insert into public.user_hotels (user_id, hotel_id) values ($1, $2)', [user.id, hotelId]);
    await env.pool.query(
      `insert into public.call_logs (hotel_id, call_id, room_name, started_at, ended_at, duration_seconds, transcript, transcript_text, turn_count)
       select $1, 'ev' || g || '_lobby_20250101_000000', 'ev' || g, now() - g * interval '1 minute', now(), 60,
              jsonb_build_array(jsonb_build_object('role', 'user', 'text', 'Guest ' || g, 'offset', 0)), 'Guest ' || g, 1
       from generate_series(1, 1000) g`,
      [hotelId],
    );
    const cookie = `hv_at=${(await auth.signIn(email, 'bench-password-1')).accessToken}`;
    const listUrl = `${baseUrl}/api/hotels/${hotelId}/call-logs?limit=50`;

    const before = summary(await time(listUrl, cookie, 300));
    const started = performance.now();
    const load = eventLoad(baseUrl, { seconds: 30, requestsPerSecond: 200 });
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const during = summary(await time(listUrl, cookie, 300));
    const result = await load;
    const loadSeconds = (performance.now() - started) / 1000;
    const accepted = (result.requests.total - result.non2xx) * eventsPerRequest;
    let stored = await storedEvents(env);
    const until = Date.now() + 120_000;
    while (stored < accepted && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      stored = await storedEvents(env);
    }
    const drainedAfter = (performance.now() - started) / 1000 - loadSeconds;
    const after = summary(await time(listUrl, cookie, 300));
    lines.push(
      `| POST /api/events at 200 beacons/s × ${eventsPerRequest} events (2,000 events/s) for 30 s, one api + one worker | **${(accepted / 30).toFixed(0)} events/s accepted** · ${result.non2xx} non-2xx of ${result.requests.total} · all ${stored.toLocaleString('en')} stored ${drainedAfter.toFixed(1)} s after the load ended | target 2,000 events/s |`,
      `| call-log API p95 (50 of 1,000 calls) before / during / after the event load | before p50 ${before.p50} · p95 ${before.p95} ms; during p50 ${during.p50} · p95 ${during.p95} ms; after p50 ${after.p50} · p95 ${after.p95} ms | 300 sequential requests each |`,
    );
    // Control: the same rate of the cheapest public read, so the rise "during" can be split into
    // what any 200 requests a second cost on these shared cores and what the events path adds.
    const control = autocannon({
      url: `${baseUrl}/api/public/config`,
      duration: 15,
      connections: 20,
      overallRate: 200,
    });
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const duringControl = summary(await time(listUrl, cookie, 300));
    await control;
    lines.push(
      `| call-log API p95 during 200 req/s of GET /api/public/config (control: the same rate, no events) | p50 ${duringControl.p50} · p95 ${duringControl.p95} ms | 300 sequential requests; compare with "during" above |`,
    );
    const ceiling = await eventLoad(baseUrl, { seconds: 10 });
    // Side by side on the same (shared, loaded) machine: the cheapest public read, same settings.
    const reference = await autocannon({ url: `${baseUrl}/api/public/config`, duration: 10, connections: 20 });
    lines.push(
      `| POST /api/events ceiling, autocannon 20 connections 10 s, no rate | **${((ceiling.requests.average * eventsPerRequest) | 0).toLocaleString('en')} events/s** (${ceiling.requests.average.toFixed(0)} beacons/s) | ${ceiling.non2xx} non-2xx of ${ceiling.requests.total}; GET /api/public/config right after, same settings: ${reference.requests.average.toFixed(0)} req/s |`,
    );
  } finally {
    await worker.stop();
    await api.stop();
  }
  return lines;
}

/** The analytics page's query over `events` generated events in 13 months: p95 per period. */
export async function benchSiteAnalytics(env: BenchEnv, events: number): Promise<string[]> {
  const lines: string[] = [];
  const hotelIds = [await createBenchHotel(env.pool, 'Analytics bench')];
  let t0 = performance.now();
  const inserted = await generateSiteEvents(env.pool, { events, days: 395, hotelIds, seed: 'bench' });
  const insertSeconds = (performance.now() - t0) / 1000;
  t0 = performance.now();
  await rebuildRollups(env.pool);
  const rebuildSeconds = (performance.now() - t0) / 1000;
  await env.pool.query('analyze');
  lines.push(
    `| generate ${inserted.toLocaleString('en')} site events over 13 months (one insert…select) / rebuild every rollup from them | ${insertSeconds.toFixed(0)} s / ${rebuildSeconds.toFixed(0)} s | npm run analytics:rebuild does the second |`,
  );
  const api = await startApi(env, 'redis', benchPrefix());
  try {
    const today = new Date().toISOString().slice(0, 10);
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
    for (const [label, from] of [
      ['13 months', daysAgo(394)],
      ['30 days', daysAgo(29)],
      ['7 days', daysAgo(6)],
    ] as const) {
      const s = summary(await time(`${api.baseUrl}/api/admin/analytics?from=${from}&to=${today}`, api.cookie, 200));
      lines.push(
        `| GET /api/admin/analytics, ${label}, ${inserted.toLocaleString('en')} events in 13 months | p50 ${s.p50} ms · **p95 ${s.p95} ms** | 200 sequential requests; target p95 ≤ 100 ms |`,
      );
    }
  } finally {
    await api.close();
  }
  return lines;
}
