import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@hotelvoice/api/platform/logger';
import { createHotel, createUser, linkUserToHotel } from '../../../../test/support/factories.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import type { WorkerContext } from '../../worker-context.ts';
import { processWeeklyDigest } from './weekly-digest.processor.ts';

let app: TestApp;
let ctx: WorkerContext;

beforeAll(() => {
  app = createTestApp();
  // The processor with the test app's pool; no SMTP, so the digests stay in the outbox to read.
  ctx = {
    pool: app.deps.pool,
    logger: createLogger('test', 'silent'),
    config: {
      publicUrl: app.config.publicUrl,
      alertsSigningSecret: app.config.alertsSigningSecret,
      smtpUrl: undefined,
    },
  } as unknown as WorkerContext;
});

afterAll(async () => {
  await app?.close();
});

async function digestsTo(email: string) {
  const { rows } = await app.deps.pool.query<{ subject: string; text_body: string; headers: Record<string, string> }>(
    'select subject, text_body, headers from public.outbox_messages where to_address = $1 order by created_at',
    [email],
  );
  return rows;
}

describe('weekly digest', () => {
  it('when Monday 08:00 hotel time passes, then each owner with it on gets the last week once, however often the check runs', async () => {
    const hotel = await createHotel(app.deps.pool, { name: 'Digest Hotel' });
    await app.deps.pool.query(
      `update public.hotels set timezone = 'Asia/Tokyo', created_at = '2026-10-01T00:00:00Z' where hotel_id = $1`,
      [hotel.id],
    );
    const owner = await createUser(app.deps.auth, app.deps.pool);
    const optedOut = await createUser(app.deps.auth, app.deps.pool);
    for (const user of [owner, optedOut]) await linkUserToHotel(app.deps.pool, user.id, hotel.id);
    await app.deps.pool.query(
      `insert into public.alert_settings (user_id, hotel_id, reason, delivery) values ($1, $2, 'weekly_digest', 'off')`,
      [optedOut.id, hotel.id],
    );
    // The week of Monday 2 November 2026 (Tokyo): two calls and a review; one call the week before.
    await app.deps.pool.query(
      `insert into public.call_logs (hotel_id, call_id, room_name, started_at, duration_seconds, resolution, topics) values
         ($1, 'd1_lobby_20261103_100000', 'lobby', '2026-11-03T01:00:00Z', 120, 'booking_made', '{rooms_and_rates}'),
         ($1, 'd2_lobby_20261104_100000', 'lobby', '2026-11-04T01:00:00Z', 60, 'complaint', '{complaint}'),
         ($1, 'd0_lobby_20261027_100000', 'lobby', '2026-10-27T01:00:00Z', 60, 'other', '{}')`,
      [hotel.id],
    );
    await app.deps.pool.query(
      `insert into public.reviews (hotel_id, rating, feedback, created_at) values ($1, 4, 'Nice', '2026-11-05T01:00:00Z')`,
      [hotel.id],
    );

    // Monday 9 November, 07:59 in Tokyo (22:59 UTC the day before): too early.
    await processWeeklyDigest(ctx, new Date('2026-11-08T22:59:00Z'));
    expect(await digestsTo(owner.email)).toHaveLength(0);

    // 08:00 in Tokyo, and again later (a restart, a rerun after a flushed Redis): sent once.
    await processWeeklyDigest(ctx, new Date('2026-11-08T23:00:00Z'));
    await processWeeklyDigest(ctx, new Date('2026-11-09T03:00:00Z'));
    await Promise.all([
      processWeeklyDigest(ctx, new Date('2026-11-09T05:00:00Z')),
      processWeeklyDigest(ctx, new Date('2026-11-09T05:00:00Z')),
    ]);
    const sent = await digestsTo(owner.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe('Your week at Digest Hotel: 2 calls');
    expect(sent[0]!.text_body).toContain('2 calls (+100% on the week before), 3 minutes (+200%)');
    expect(sent[0]!.text_body).toContain('Booking made: 1');
    expect(sent[0]!.text_body).toContain('4 average from 1 reviews');
    expect(sent[0]!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(await digestsTo(optedOut.email)).toHaveLength(0);

    // The next Monday brings the next week.
    await processWeeklyDigest(ctx, new Date('2026-11-15T23:30:00Z'));
    expect(await digestsTo(owner.email)).toHaveLength(2);
  });

  it('when a hotel was added this week, then it gets no digest of the week before it existed, and the next Monday it does', async () => {
    const hotel = await createHotel(app.deps.pool, { name: 'New Digest Hotel' });
    await app.deps.pool.query(`update public.hotels set created_at = '2026-11-18T10:00:00Z' where hotel_id = $1`, [
      hotel.id,
    ]);
    const owner = await createUser(app.deps.auth, app.deps.pool);
    await linkUserToHotel(app.deps.pool, owner.id, hotel.id);
    await processWeeklyDigest(ctx, new Date('2026-11-20T10:00:00Z'));
    expect(await digestsTo(owner.email)).toHaveLength(0);
    await processWeeklyDigest(ctx, new Date('2026-11-23T09:00:00Z'));
    const sent = await digestsTo(owner.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe('Your week at New Digest Hotel: 0 calls');
  });
});
