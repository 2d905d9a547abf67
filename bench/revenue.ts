import { benchPrefix, createBenchHotel, startApi, type BenchEnv } from './harness.ts';
import { time } from './insights.ts';
import { summary } from './stats.ts';
import { sumRevenue } from '../api/src/modules/insights/revenue.repo.ts';

const isoDay = (at: Date) => at.toISOString().slice(0, 10);
const daysAgo = (days: number) => isoDay(new Date(Date.now() - days * 86_400_000));

/**
 * `calls` calls of one hotel over three years (in SQL, its call rollup triggers off: they are not
 * what is measured), every fifth with a booking made on it (one in twelve of those cancelled), each
 * call its own room name as provider calls have.
 */
async function fillHotel(env: BenchEnv, hotelId: string, calls: number) {
  const batch = 250_000;
  for (let from = 1; from <= calls; from += batch) {
    const to = Math.min(calls, from + batch - 1);
    await env.pool.query(
      `insert into public.call_logs (hotel_id, call_id, room_name, status, started_at, ended_at, duration_seconds,
         transcript, transcript_text, turn_count)
       select $1, 'rev' || g || '_20250101_000000', 'rev' || g, 'ended', at, at + interval '90 seconds', 90,
         '[]'::jsonb, '', 0
       from generate_series($2::int, $3::int) g, lateral (select now() - (g::float / $4) * interval '1095 days' as at) a`,
      [hotelId, from, to, calls],
    );
    await env.pool.query(
      `insert into public.bookings (hotel_id, call_ref, confirmation_number, reservation_id, made_on_call, room_type,
         arrival, departure, adults, children, amount, currency, status, created_at)
       select $1, 'rev' || g, 'R' || g, 'R' || g, true, 'King Room', at::date + 14, at::date + 14 + 1 + g % 4, 2, 0,
         149 * (1 + g % 4), 'EUR', case when g % 12 = 0 then 'cancelled' else 'booked' end, at + interval '60 seconds'
       from generate_series($2::int, $3::int) g, lateral (select now() - (g::float / $4) * interval '1095 days' as at) a
       where g % 5 = 0`,
      [hotelId, from, to, calls],
    );
  }
}

const callTriggers = ['call_rollups_insert', 'call_rollups_update', 'call_rollups_delete'];
const setTriggers = (env: BenchEnv, on: boolean) =>
  env.pool.query(
    [
      ...callTriggers.map((t) => `alter table public.call_logs ${on ? 'enable' : 'disable'} trigger ${t}`),
      `alter table public.bookings ${on ? 'enable' : 'disable'} trigger bookings_keep_rollups`,
    ].join('; '),
  );

/**
 * Issue #33's bench (decision 091): "Revenue from calls" for 30 and 365 days at a hotel with
 * `calls` calls, and the call log's first page, whose rows now carry their booking mark.
 */
export async function benchRevenue(env: BenchEnv, calls: number): Promise<string[]> {
  const lines: string[] = [];
  const started = Date.now();
  await setTriggers(env, false);
  const hotelId = await createBenchHotel(env.pool, 'Revenue big');
  try {
    await fillHotel(env, hotelId, calls);
  } finally {
    await setTriggers(env, true);
  }
  const rebuild = Date.now();
  await env.pool.query('select public.rebuild_booking_rollups($1)', [hotelId]);
  const rebuildSeconds = (Date.now() - rebuild) / 1000;
  await env.pool.query('vacuum analyze public.call_logs, public.bookings, public.booking_rollups');
  const { rows } = await env.pool.query<{ bookings: number; rollups: number }>(
    `select (select count(*) from public.bookings where hotel_id = $1)::int as bookings,
            (select count(*) from public.booking_rollups where hotel_id = $1)::int as rollups`,
    [hotelId],
  );
  lines.push(
    `| revenue data | ${calls.toLocaleString('en')} calls of one hotel over 3 years, ${rows[0]!.bookings.toLocaleString('en')} bookings | generated in ${((rebuild - started) / 1000).toFixed(0)} s; revenue rollups rebuilt in ${rebuildSeconds.toFixed(1)} s (${rows[0]!.rollups.toLocaleString('en')} hotel-day rows) |`,
  );
  console.log(lines.at(-1));

  const api = await startApi(env, 'redis', benchPrefix());
  try {
    const base = `${api.baseUrl}/api/hotels/${hotelId}`;
    // The floor on this machine at this moment: an authorized request that reads one row.
    const probes = [
      ['floor: front-desk settings (one row), same api', `${base}/insights/settings`, 'for comparison'],
      ['revenue from calls, last 30 days', `${base}/insights/revenue?from=${daysAgo(29)}&to=${daysAgo(0)}`, '≤ 50 ms'],
      [
        'revenue from calls, last 365 days',
        `${base}/insights/revenue?from=${daysAgo(364)}&to=${daysAgo(0)}`,
        '≤ 50 ms',
      ],
      ['call-log first page with booking marks', `${base}/call-logs?limit=50`, 'as before the marks'],
    ] as const;
    for (const [label, url, target] of probes) {
      const s = summary(await time(url, api.cookie, 200));
      lines.push(
        `| ${label}, hotel with ${calls.toLocaleString('en')} calls | p50 ${s.p50} ms · **p95 ${s.p95} ms** | target ${target}; 200 sequential requests over HTTP |`,
      );
      console.log(lines.at(-1));
    }
  } finally {
    await api.close();
  }
  // The figure's query in Postgres alone (no HTTP, session or access check), 365 days and the 365 before.
  const samples: number[] = [];
  const evening = [0, 1, 2, 3, 4, 5, 6, 7, 20, 21, 22, 23];
  const periods = {
    current: { from: daysAgo(364), to: daysAgo(0) },
    previous: { from: daysAgo(729), to: daysAgo(365) },
  };
  for (let i = 0; i < 220; i++) {
    const t0 = performance.now();
    await sumRevenue(env.pool, hotelId, 'EUR', periods, evening);
    if (i >= 20) samples.push(performance.now() - t0);
  }
  const db = summary(samples);
  lines.push(
    `| revenue from calls, 365 days and the 365 before, the query alone | p50 ${db.p50} ms · **p95 ${db.p95} ms** | 200 sequential runs on one connection |`,
  );
  console.log(lines.at(-1));
  return lines;
}
