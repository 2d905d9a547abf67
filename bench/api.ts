import { benchPrefix, createBenchHotel, startApi, type BenchEnv } from './harness.ts';
import { summary } from './stats.ts';

const words = [
  'booking',
  'breakfast',
  'parking',
  'sauna',
  'late',
  'checkout',
  'airport',
  'shuttle',
  'towels',
  'wifi',
  'pool',
  'dinner',
];

/** Generates `count` call rows in SQL (the API's cost is the query, not how the rows got there). */
async function fillHotel(env: BenchEnv, hotelId: string, count: number) {
  await env.pool.query(
    `insert into public.call_logs (hotel_id, call_id, room_name, started_at, ended_at, duration_seconds, transcript, transcript_text, turn_count)
     select $1, 'gen' || g || '_lobby_20250101_000000', 'gen' || g, now() - g * interval '1 minute', now() - g * interval '1 minute' + interval '60 seconds', 60,
            jsonb_build_array(jsonb_build_object('role', 'user', 'text', t, 'offset', 0)), t, 1
     from generate_series(1, $2) g,
          lateral (select 'Guest asks about ' || ($3::text[])[1 + g % 12] || ' and ' || ($3::text[])[1 + (g * 7) % 12] || ' number ' || g as t) x`,
    [hotelId, count, words],
  );
  await env.pool.query('analyze public.call_logs');
}

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

export async function benchApi(env: BenchEnv): Promise<string[]> {
  const api = await startApi(env, 'redis', benchPrefix());
  const lines: string[] = [];
  const measured: Record<string, { p50: number; p95: number }> = {};
  for (const size of [1_000, 100_000]) {
    const hotelId = await createBenchHotel(env.pool, `Api ${size}`);
    await fillHotel(env, hotelId, size);
    for (const [label, query] of [
      ['first page', ''],
      ['search q=sauna', '&q=sauna'],
    ] as const) {
      const s = summary(await time(`${api.baseUrl}/api/hotels/${hotelId}/call-logs?limit=50${query}`, api.cookie, 300));
      measured[`${label}/${size}`] = s;
      lines.push(
        `| call-log API ${label}, ${size.toLocaleString('en')} calls | p50 ${s.p50} ms · p95 ${s.p95} ms | 300 sequential requests |`,
      );
    }
  }
  for (const label of ['first page', 'search q=sauna']) {
    const ratio = measured[`${label}/100000`]!.p95 / measured[`${label}/1000`]!.p95;
    lines.push(`| call-log API ${label}, p95 ratio 100k / 1k | ${ratio.toFixed(2)} | |`);
  }
  await api.close();
  return lines;
}
