import { benchPrefix, createBenchHotel, startApi, type BenchEnv } from './harness.ts';
import { benchIngest } from './pipeline.ts';
import { summary } from './stats.ts';

const rollupTriggers = ['call_rollups_insert', 'call_rollups_update', 'call_rollups_delete'];
const setRollupTriggers = (env: BenchEnv, on: boolean) =>
  env.pool.query(
    rollupTriggers.map((t) => `alter table public.call_logs ${on ? 'enable' : 'disable'} trigger ${t}`).join('; '),
  );

const resolutions = [
  'booking_made',
  'booking_changed',
  'question_answered',
  'question_answered',
  'request_for_staff',
  'complaint',
  'transferred',
  'missed_or_failed',
  'other',
];
const topics = ['rooms_and_rates', 'availability', 'breakfast_and_restaurant', 'parking_and_transport', 'directions'];
const words = ['booking', 'breakfast', 'parking', 'sauna', 'airport', 'shuttle', 'towels', 'wifi', 'pool', 'dinner'];

/**
 * `count` analysed calls for one hotel over the last three years, in SQL (the figures' cost is the
 * query, not how the rows got there): one in fifty needs a follow-up.
 */
async function fillHotel(env: BenchEnv, hotelId: string, count: number) {
  const batch = 250_000;
  for (let from = 1; from <= count; from += batch) {
    await env.pool.query(
      `insert into public.call_logs (hotel_id, call_id, room_name, status, started_at, ended_at, duration_seconds,
         transcript, transcript_text, turn_count, resolution, resolution_source, topics, topics_source, sentiment,
         sentiment_source, classifier_version, follow_up_reasons)
       select $1, 'gen' || g || '_lobby_20250101_000000', 'lobby', 'ended', at, at + interval '90 seconds', 30 + g % 240,
         jsonb_build_array(jsonb_build_object('role', 'user', 'text', t, 'offset', 0)), t, 1,
         ($4::text[])[1 + g % 9], 'auto', array[($5::text[])[1 + g % 5]], 'auto',
         (array['positive', 'neutral', 'negative'])[1 + g % 3], 'auto', 1,
         case when g % 50 = 0 then array['complaint'] else '{}' end
       from generate_series($2::int, $3::int) g,
         lateral (select now() - (g::float / $6) * interval '1095 days' as at) a,
         lateral (select 'Guest asks about ' || ($7::text[])[1 + g % 10] || ' and ' || ($7::text[])[1 + (g * 7) % 10] as t) x`,
      [hotelId, from, Math.min(count, from + batch - 1), resolutions, topics, count, words],
    );
  }
}

/** `n` sequential GETs of `url` after 20 warm-ups, their times in ms. */
export async function time(url: string, cookie: string, n: number): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < n + 20; i++) {
    const t0 = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
    if (i >= 20) samples.push(performance.now() - t0);
  }
  return samples;
}

const isoDay = (at: Date) => at.toISOString().slice(0, 10);
const daysAgo = (days: number) => isoDay(new Date(Date.now() - days * 86_400_000));

/**
 * Issue #13's bench: a hotel with `big` calls over three years among `total` calls in all; the
 * insights figures for 30 and 365 days, the follow-up list, the call-log first page and a search
 * at that size; then the ingest pipeline with and without the rollup triggers.
 */
export async function benchInsights(env: BenchEnv, total: number, big: number): Promise<string[]> {
  const lines: string[] = [];
  const others = Math.max(1, Math.round((total - big) / 100_000));
  const started = Date.now();
  await setRollupTriggers(env, false);
  const hotelId = await createBenchHotel(env.pool, 'Insights big');
  await fillHotel(env, hotelId, big);
  for (let i = 0; i < others; i++) {
    await fillHotel(env, await createBenchHotel(env.pool, `Insights ${i}`), Math.round((total - big) / others));
  }
  await setRollupTriggers(env, true);
  const rebuild = Date.now();
  await env.pool.query('select public.rebuild_call_rollups(null)');
  const rebuildSeconds = (Date.now() - rebuild) / 1000;
  await env.pool.query('vacuum analyze public.call_logs');
  await env.pool.query('vacuum analyze public.call_rollups_hourly');
  const { rows } = await env.pool.query<{ n: string }>('select count(*) as n from public.call_logs');
  lines.push(
    `| insights data | ${Number(rows[0]!.n).toLocaleString('en')} calls, ${big.toLocaleString('en')} in one hotel over 3 years, ${others} other hotels | generated in ${((rebuild - started) / 1000).toFixed(0)} s; rollups rebuilt from call_logs in ${rebuildSeconds.toFixed(0)} s |`,
  );
  console.log(lines.at(-1));

  const api = await startApi(env, 'redis', benchPrefix());
  try {
    const base = `${api.baseUrl}/api/hotels/${hotelId}`;
    const probes = [
      ['insights, last 30 days', `${base}/insights?from=${daysAgo(29)}&to=${daysAgo(0)}`, '≤ 50 ms'],
      ['insights, last 365 days', `${base}/insights?from=${daysAgo(364)}&to=${daysAgo(0)}`, '≤ 50 ms'],
      ['follow-up list', `${base}/follow-ups`, '≤ 20 ms'],
      ['call-log first page', `${base}/call-logs?limit=50`, 'as at 100k'],
      ['call-log search q=sauna', `${base}/call-logs?limit=50&q=sauna`, 'as at 100k'],
    ] as const;
    for (const [label, url, target] of probes) {
      const s = summary(await time(url, api.cookie, 200));
      lines.push(
        `| ${label}, hotel with ${big.toLocaleString('en')} calls | p50 ${s.p50} ms · **p95 ${s.p95} ms** | target ${target}; 200 sequential requests over HTTP |`,
      );
      console.log(lines.at(-1));
    }
  } finally {
    await api.close();
  }

  // The rollup's share of ingest: the same pipeline run with the triggers off and on, twice each.
  const calls = Number(process.env.BENCH_INSIGHTS_INGEST_CALLS ?? 2_000);
  const rates: Record<'off' | 'on', number[]> = { off: [], on: [] };
  for (const mode of ['off', 'on', 'off', 'on'] as const) {
    await setRollupTriggers(env, mode === 'on');
    const r = await benchIngest({ ...env, backend: 'redis', calls, blobs: 'staged' });
    rates[mode].push(r.perSecond);
  }
  await setRollupTriggers(env, true);
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const cost = (mean(rates.off) / mean(rates.on) - 1) * 100;
  lines.push(
    `| ingest with and without the rollup triggers (${calls.toLocaleString('en')} calls, redis, twice each, on a ${Number(rows[0]!.n).toLocaleString('en')}-call table) | off ${rates.off.map((r) => r.toFixed(0)).join(' / ')} · on ${rates.on.map((r) => r.toFixed(0)).join(' / ')} calls/s | **rollups add ${cost.toFixed(1)} %** to ingest time (target ≤ 10 %) |`,
  );
  console.log(lines.at(-1));
  return lines;
}
