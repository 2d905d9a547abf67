import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrivateDatabase } from '../../test/support/private-database.ts';
import { seedDemoHistory } from './demo-history.ts';

/** A new visitor sees what calls cost (decision 092): most demo calls carry one, some say "not reported". */
describe('demo history costs', () => {
  let db: Awaited<ReturnType<typeof createPrivateDatabase>>;
  const hotelId = 'c0000000-0000-4000-8000-000000000001';
  beforeAll(async () => {
    db = await createPrivateDatabase('democosts');
    await db.pool.query(`insert into public.hotels (hotel_id, name) values ($1, 'Demo')`, [hotelId]);
    await seedDemoHistory(db.pool, [hotelId], new Date('2026-11-28T12:00:00Z'));
  });
  afterAll(() => db?.drop());

  it('gives answered calls a USD cost whose parts add up, and leaves some without one', async () => {
    const { rows } = await db.pool.query<{ costed: number; without: number; missedCosted: number; partsOff: number }>(
      `select count(*) filter (where cost_amount is not null)::int as costed,
              count(*) filter (where cost_amount is null)::int as without,
              count(*) filter (where cost_amount is not null and resolution = 'missed_or_failed')::int as "missedCosted",
              count(*) filter (where cost_amount is not null and abs(cost_amount -
                (select sum((p ->> 'amount')::numeric) from jsonb_array_elements(cost_parts) p)) > 0.0005)::int as "partsOff"
       from public.call_logs where hotel_id = $1`,
      [hotelId],
    );
    const { costed, without, missedCosted, partsOff } = rows[0]!;
    expect(costed).toBeGreaterThan(without);
    expect(without).toBeGreaterThan(0);
    expect(missedCosted).toBe(0);
    expect(partsOff).toBe(0);
    const rollup = await db.pool.query(
      `select sum(calls)::int as calls from public.call_cost_rollups_daily where hotel_id = $1 and denomination = 'USD'`,
      [hotelId],
    );
    expect(rollup.rows[0].calls).toBe(costed);
  });
});
