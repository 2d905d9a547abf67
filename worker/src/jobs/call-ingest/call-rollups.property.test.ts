import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callResolutions,
  callTopics,
  followUpReasons,
  type CallResolution,
  type CallTopic,
  type FollowUpReason,
} from '@hotelvoice/api/contracts';
import type { Pool } from '@hotelvoice/api/platform/db/pool';
import { createPrivateDatabase } from '../../../../test/support/private-database.ts';
import type { CallLogValues } from './build-call-log.ts';
import { saveAnalyses, upsertCallLogs } from '@hotelvoice/api/modules/call-logs';

const hotels = ['a0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000002'];
const callIds = [
  'p_lobby_20250303_101500',
  'p_lobby_20250303_111500',
  'p_spa_20250304_230000',
  'p_frontdesk_20250305_000100',
];
const base = Date.parse('2025-03-30T00:00:00Z');

const analysis = fc.record({
  resolution: fc.option(fc.constantFrom(...callResolutions), { nil: null }),
  sentiment: fc.option(fc.constantFrom('positive', 'neutral', 'negative', 'unknown'), { nil: null }),
  topics: fc.uniqueArray(fc.constantFrom(...callTopics), { maxLength: 3 }),
  followUpReasons: fc.uniqueArray(fc.constantFrom(...followUpReasons), { maxLength: 2 }),
});

/** What a platform reported: in dollars, in euros, in ElevenLabs credits, or nothing. */
const cost = fc.option(
  fc.oneof(
    fc.record({
      amount: fc.integer({ min: 0, max: 5000 }).map((c) => c / 1000),
      currency: fc.constantFrom('USD', 'EUR'),
    }),
    fc.record({ amount: fc.integer({ min: 0, max: 3000 }), unit: fc.constant('credits') }),
  ),
  { nil: null },
);

const call = fc.record({
  hotel: fc.constantFrom(...hotels),
  callId: fc.constantFrom(...callIds),
  // Within a few hours around a DST change, so calls move between hour buckets.
  minutes: fc.integer({ min: 0, max: 6 * 60 }),
  seconds: fc.option(fc.integer({ min: 0, max: 900 }), { nil: null }),
  analysis,
  cost,
});

const operation = fc.oneof(
  call.map((c) => ({ kind: 'ingest' as const, ...c })),
  call.map((c) => ({ kind: 'ingestTwice' as const, ...c })),
  fc.record({ hotel: fc.constantFrom(...hotels), callId: fc.constantFrom(...callIds), analysis }).map((c) => ({
    kind: 'reclassify' as const,
    ...c,
  })),
  fc.record({ hotel: fc.constantFrom(...hotels), callId: fc.constantFrom(...callIds) }).map((c) => ({
    kind: 'delete' as const,
    ...c,
  })),
);

interface CallInput {
  hotel: string;
  callId: string;
  minutes: number;
  cost?: CallLogValues['cost'];
  seconds: number | null;
  analysis: {
    resolution: CallResolution | null;
    sentiment: string | null;
    topics: CallTopic[];
    followUpReasons: FollowUpReason[];
  };
}

function valuesOf(c: CallInput): CallLogValues {
  const startedAt = new Date(base + c.minutes * 60_000);
  return {
    hotelId: c.hotel,
    callId: c.callId,
    roomName: 'lobby',
    status: 'ended',
    startedAt,
    endedAt: c.seconds === null ? null : new Date(startedAt.getTime() + c.seconds * 1000),
    durationSeconds: c.seconds,
    durationEstimated: false,
    transcript: [],
    transcriptLive: false,
    transcriptText: '',
    turnCount: 0,
    transcriptPath: null,
    recordingPath: null,
    transcriptSize: null,
    transcriptCreated: null,
    recordingSize: null,
    recordingCreated: null,
    recordingContentType: null,
    recordingOriginalSize: null,
    recordingError: null,
    recordingPending: false,
    failureReason: null,
    transcriptProblem: null,
    provider: null,
    callerNumber: null,
    summary: null,
    outcome: null,
    endReason: null,
    transferred: null,
    voicemail: null,
    structuredData: null,
    cost: c.cost ?? null,
    factPaths: [],
    resolution: c.analysis.resolution,
    resolutionSource: c.analysis.resolution ? 'auto' : null,
    sentiment: c.analysis.sentiment,
    sentimentSource: c.analysis.sentiment ? 'auto' : null,
    topics: c.analysis.topics,
    topicsSource: c.analysis.topics.length ? 'auto' : null,
    classifierVersion: 1,
    followUpReasons: c.analysis.followUpReasons,
    language: null,
    languageSource: null,
    reportDueAt: null,
    reportArrived: false,
  };
}

/** Every rollup column, straight from call_logs: what the triggers must always equal. */
const directCount = `select hotel_id, hour, calls, seconds::numeric(14,3) as seconds, timed_calls, follow_ups,
  ${callResolutions.map((r) => `r_${r}`).join(', ')}, s_positive, s_neutral, s_negative, s_unknown,
  ${callTopics.map((t) => `t_${t}`).join(', ')}`;

/** The same per local day, with each local hour's calls. */
const hours = Array.from({ length: 24 }, (_, hour) => `h${String(hour).padStart(2, '0')}`);
const dailyColumns = directCount.replace(
  'hotel_id, hour,',
  `hotel_id, to_char(day, 'YYYY-MM-DD') as day, array[${hours.join(', ')}] as hours,`,
);

/** The cost of calls per local day and currency or unit (decision 092). */
const costColumns = `select hotel_id, to_char(day, 'YYYY-MM-DD') as day, denomination, is_currency, calls, amount::numeric(14,3) as amount`;
const costOrder = 'order by hotel_id, day, denomination';

async function rollupsAndDirect(pool: Pool) {
  const rollups = await pool.query(
    `${directCount} from public.call_rollups_hourly where calls <> 0 order by hotel_id, hour`,
  );
  const days = await pool.query(
    `${dailyColumns} from public.call_rollups_daily where calls <> 0 order by hotel_id, day`,
  );
  const costs = await pool.query(`${costColumns} from public.call_cost_rollups_daily where calls <> 0 ${costOrder}`);
  await pool.query('begin');
  try {
    await pool.query('select public.rebuild_call_rollups()');
    const direct = await pool.query(`${directCount} from public.call_rollups_hourly order by hotel_id, hour`);
    const directDays = await pool.query(`${dailyColumns} from public.call_rollups_daily order by hotel_id, day`);
    await pool.query('select public.rebuild_call_cost_rollups_daily()');
    const directCosts = await pool.query(`${costColumns} from public.call_cost_rollups_daily ${costOrder}`);
    return {
      rollups: rollups.rows,
      direct: direct.rows,
      days: days.rows,
      directDays: directDays.rows,
      costs: costs.rows,
      directCosts: directCosts.rows,
    };
  } finally {
    await pool.query('rollback');
  }
}

async function clearCalls(pool: Pool) {
  await pool.query('truncate public.call_logs cascade');
  await pool.query('truncate public.call_rollups_hourly, public.call_rollups_daily, public.call_cost_rollups_daily');
}

describe('call rollups', () => {
  let db: Awaited<ReturnType<typeof createPrivateDatabase>>;
  beforeAll(async () => {
    db = await createPrivateDatabase('rollups');
    // The second hotel keeps Berlin's clock: base is the night its clocks go forward (a 23-hour day).
    await db.pool.query(`insert into public.hotels (hotel_id, name) values ($1, 'R')`, [hotels[0]]);
    await db.pool.query(`insert into public.hotels (hotel_id, name, timezone) values ($1, 'R', 'Europe/Berlin')`, [
      hotels[1],
    ]);
  });
  afterAll(() => db?.drop());

  it('given random ingest, re-ingest, re-classification and deletes, when summed, then the rollups equal a direct count over call_logs', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 25 }), async (operations) => {
        await clearCalls(db.pool);
        for (const op of operations) {
          if (op.kind === 'ingest') await upsertCallLogs(db.pool, [valuesOf(op)]);
          else if (op.kind === 'ingestTwice') {
            await upsertCallLogs(db.pool, [valuesOf(op)]);
            await upsertCallLogs(db.pool, [valuesOf(op)]);
          } else if (op.kind === 'reclassify') {
            await db.pool.query(
              `update public.call_logs set classifier_version = 0 where hotel_id = $1 and call_id = $2`,
              [op.hotel, op.callId],
            );
            const v = valuesOf({ ...op, minutes: 0, seconds: null });
            await saveAnalyses(db.pool, 1, [{ hotelId: op.hotel, callId: op.callId, analysis: v }]);
          } else {
            await db.pool.query(`delete from public.call_logs where hotel_id = $1 and call_id = $2`, [
              op.hotel,
              op.callId,
            ]);
          }
        }
        const { rollups, direct, days, directDays, costs, directCosts } = await rollupsAndDirect(db.pool);
        expect(rollups).toEqual(direct);
        expect(days).toEqual(directDays);
        expect(costs).toEqual(directCosts);
      }),
      { numRuns: 40 },
    );
  });

  it('given a batch that writes several calls of one hour in one statement, then each is counted once', async () => {
    await clearCalls(db.pool);
    const calls = callIds.map((callId, i) =>
      valuesOf({
        hotel: hotels[0]!,
        callId,
        minutes: i,
        seconds: 60,
        analysis: { resolution: 'other', sentiment: 'neutral', topics: ['other'], followUpReasons: [] },
      }),
    );
    await upsertCallLogs(db.pool, calls);
    const { rows } = await db.pool.query(
      `select calls, seconds::float8 as seconds, r_other from public.call_rollups_hourly`,
    );
    expect(rows).toEqual([{ calls: 4, seconds: 240, r_other: 4 }]);
  });

  it('given calls costed in dollars, euros and credits, then each is summed on its own, never into another', async () => {
    await clearCalls(db.pool);
    const analysis = { resolution: null, sentiment: null, topics: [], followUpReasons: [] };
    const costs = [
      { amount: 0.25, currency: 'USD' },
      { amount: 0.5, currency: 'USD' },
      { amount: 0.3, currency: 'EUR' },
      { amount: 900, unit: 'credits' },
    ];
    await upsertCallLogs(
      db.pool,
      callIds.map((callId, i) =>
        valuesOf({ hotel: hotels[0]!, callId, minutes: i, seconds: 60, analysis, cost: costs[i] }),
      ),
    );
    // A repeated report changes nothing; a later, fuller one replaces the earlier.
    await upsertCallLogs(db.pool, [
      valuesOf({ hotel: hotels[0]!, callId: callIds[0]!, minutes: 0, seconds: 60, analysis, cost: costs[0] }),
    ]);
    await upsertCallLogs(db.pool, [
      valuesOf({
        hotel: hotels[0]!,
        callId: callIds[1]!,
        minutes: 1,
        seconds: 60,
        analysis,
        cost: { amount: 0.75, currency: 'USD' },
      }),
    ]);
    const { rows } = await db.pool.query(
      `select denomination, is_currency, calls, amount::float8 as amount from public.call_cost_rollups_daily order by denomination`,
    );
    expect(rows).toEqual([
      { denomination: 'EUR', is_currency: true, calls: 1, amount: 0.3 },
      { denomination: 'USD', is_currency: true, calls: 2, amount: 1 },
      { denomination: 'credits', is_currency: false, calls: 1, amount: 900 },
    ]);
  });

  it("given calls on either side of a hotel's midnight, when its time zone changes, then its days are regrouped on the new clock and other hotels keep theirs", async () => {
    await clearCalls(db.pool);
    const at = (hotel: string, callId: string, iso: string) => ({
      ...valuesOf({
        hotel,
        callId,
        minutes: 0,
        seconds: 60,
        analysis: { resolution: null, sentiment: null, topics: [], followUpReasons: [] },
      }),
      startedAt: new Date(iso),
    });
    await upsertCallLogs(db.pool, [
      at(hotels[0]!, callIds[0]!, '2025-06-01T22:30:00Z'),
      at(hotels[0]!, callIds[1]!, '2025-06-02T03:10:00Z'),
      at(hotels[1]!, callIds[0]!, '2025-06-01T22:30:00Z'),
    ]);
    const daysOf = async (hotel: string) =>
      (
        await db.pool.query<{ day: string; calls: number; hours: number[] }>(
          `select to_char(day, 'YYYY-MM-DD') as day, calls, array[${hours.join(', ')}] as hours from public.call_rollups_daily
           where hotel_id = $1 and calls <> 0 order by day`,
          [hotel],
        )
      ).rows.map((r) => `${r.day} ${r.calls} @${r.hours.findIndex((n) => n > 0)}`);
    expect(await daysOf(hotels[0]!)).toEqual(['2025-06-01 1 @22', '2025-06-02 1 @3']);
    expect(await daysOf(hotels[1]!)).toEqual(['2025-06-02 1 @0']);

    await db.pool.query(`update public.hotels set timezone = 'America/New_York' where hotel_id = $1`, [hotels[0]]);
    expect(await daysOf(hotels[0]!)).toEqual(['2025-06-01 2 @18']);
    expect(await daysOf(hotels[1]!)).toEqual(['2025-06-02 1 @0']);
    await db.pool.query(`update public.hotels set timezone = 'UTC' where hotel_id = $1`, [hotels[0]]);
  });
});
