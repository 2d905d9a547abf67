import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueTable, type OperationsSnapshot } from '@hotelvoice/api/contracts';
import { queueConnectionOf } from '@hotelvoice/api/compose';
import { checkOperations } from '@hotelvoice/api/modules/operations';
import { createWorkerOf } from '@hotelvoice/api/platform/queues/app-queues';
import { createHotel, createUser, signedInAgent } from '../../../../test/support/factories.ts';
import { eventually } from '../../../../test/support/eventually.ts';
import { createPrivateDatabase } from '../../../../test/support/private-database.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';

describe('operations: silent hotels, ingest failures and admin alerts', () => {
  let app: TestApp;
  // Alerts look at every hotel: a database of their own keeps other tests' hotels out.
  let database: Awaited<ReturnType<typeof createPrivateDatabase>>;
  let admin: Awaited<ReturnType<typeof signedInAgent>>;
  let silent: { id: string; name: string };
  let busy: { id: string; name: string };

  /** Calls every `everyMinutes` from `fromHoursAgo` to `toHoursAgo`, in the hotel's daytime only when asked. */
  async function callsFor(
    hotelId: string,
    fromHoursAgo: number,
    toHoursAgo: number,
    everyMinutes: number,
    daytimeOnly: boolean,
  ) {
    await app.deps.pool.query(
      `insert into public.call_logs (hotel_id, call_id, room_name, started_at)
       select $1, 'ops_' || to_char(t, 'YYYYMMDDHH24MISS'), 'ops', t
       from generate_series(now() - make_interval(mins => $2), now() - make_interval(mins => $3), make_interval(mins => $4)) t
       where not $5 or extract(hour from t) between 8 and 20`,
      [hotelId, Math.round(fromHoursAgo * 60), Math.round(toHoursAgo * 60), everyMinutes, daytimeOnly],
    );
  }

  const check = () =>
    checkOperations(app.deps.pool, {
      ingestQueues: [app.deps.queues.callIngest],
      mail: app.deps.queues.mail,
      publicUrl: 'http://localhost:8000',
    });

  beforeAll(async () => {
    database = await createPrivateDatabase('operations');
    app = createTestApp({ env: { DATABASE_URL: database.url } });
    const adminUser = await createUser(app.deps.auth, app.deps.pool, { admin: true });
    admin = await signedInAgent(app, adminUser, true);
    silent = await createHotel(app.deps.pool, { name: 'Quiet Harbour Hotel' });
    busy = await createHotel(app.deps.pool, { name: 'Busy Bay Hotel' });
    // The quiet hotel took a call every hour of the day for a week, then nothing for two days.
    await callsFor(silent.id, 9 * 24, 2 * 24, 60, true);
    // The busy one takes calls every 20 minutes, day and night, until a few minutes ago.
    await callsFor(busy.id, 7 * 24, 0.1, 20, false);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('when a hotel has had no call for two days, then it is flagged first, and one alert is opened and e-mailed once', async () => {
    const first = await check();
    const second = await check();
    expect(first.opened.map((a) => [a.kind, a.hotelId])).toEqual([['hotel_silent', silent.id]]);
    expect(second.opened).toEqual([]);
    const { rows: mails } = await app.deps.pool.query<{ subject: string }>(
      'select subject from public.outbox_messages',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('Quiet Harbour Hotel has had no call since');
    // Times in words on the hotel's clock, not a machine timestamp (issue #32).
    expect(mails[0]!.subject).not.toMatch(/\d{4}-\d\d-\d\dT/);
    expect(await app.deps.queues.mail.count()).toBe(1);

    const snapshot = (await admin.get('/api/admin/operations')).body as OperationsSnapshot;
    expect(snapshot.hotels.map((h) => [h.name, h.silent])).toEqual([
      ['Quiet Harbour Hotel', true],
      ['Busy Bay Hotel', false],
    ]);
    expect(snapshot.hotels[0]).toMatchObject({ callsLast24h: 0, usualGapMinutes: 60 });
    expect(snapshot.hotels[1]!.callsLast24h).toBeGreaterThanOrEqual(70);
    expect(snapshot.alerts.map((a) => [a.kind, a.resolvedAt])).toEqual([['hotel_silent', null]]);
  });

  it('when ingest jobs of a hotel really fail, then they are counted with their reason and, past the threshold, alerted', async () => {
    const worker = createWorkerOf(queueConnectionOf(app.config, app.prefix), 'callIngest', async () => {
      throw new Error('transcript is not valid JSON');
    });
    try {
      for (let i = 0; i < 5; i++) {
        await app.deps.queues.callIngest.add('ingest', { hotelId: busy.id, callId: `broken_${i}` }, { attempts: 1 });
      }
      await eventually(
        async () => ((await app.deps.queues.callIngest.getFailedCount()) === 5 ? true : undefined),
        'five failed ingest jobs',
      );
    } finally {
      await worker.close();
    }
    const result = await check();
    expect(result.opened.map((a) => [a.kind, a.hotelId])).toEqual([['ingest_failures', busy.id]]);
    const snapshot = (await admin.get('/api/admin/operations')).body as OperationsSnapshot;
    const busyRow = snapshot.hotels.find((h) => h.hotelId === busy.id)!;
    expect(busyRow.failuresLast24h).toBe(5);
    expect(busyRow.failureReasons).toEqual([
      { reason: `${queueTable.callIngest.name}: transcript is not valid JSON`, count: 5 },
    ]);
    expect(snapshot.failedJobs).toEqual([
      { queue: queueTable.callIngest.name, reason: 'transcript is not valid JSON', count: 5, hotelId: busy.id },
    ]);
  });

  it('when the silent hotel takes a call again, then its alert is resolved', async () => {
    await callsFor(silent.id, 0.05, 0.05, 60, false);
    const result = await check();
    expect(result.resolved).toBe(1);
    const snapshot = (await admin.get('/api/admin/operations')).body as OperationsSnapshot;
    expect(snapshot.hotels.find((h) => h.hotelId === silent.id)!.silent).toBe(false);
    expect(snapshot.alerts.find((a) => a.kind === 'hotel_silent')!.resolvedAt).not.toBeNull();
  });
});
