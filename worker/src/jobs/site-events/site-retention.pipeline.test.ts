import { randomUUID } from 'node:crypto';
import type { Queue } from 'bullmq';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueTable } from '@hotelvoice/api/contracts';
import { queueConnectionOf } from '@hotelvoice/api/compose';
import { createQueue } from '@hotelvoice/api/platform/queues/backend';
import { eventually } from '../../../../test/support/eventually.ts';
import { createUser, signedInAgent } from '../../../../test/support/factories.ts';
import { createPrivateDatabase } from '../../../../test/support/private-database.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { startTestWorker } from '../../../../test/support/worker-process.ts';
import { retiredSiteRetentionScheduler } from '../operations/schedule.ts';
import { siteRetentionSchedulerId } from './schedule.ts';

/** The operations queue as a worker before decision 107 wrote to it: untyped, its jobs `{ kind }`. */
type OldOperationsJob = { kind: 'check' } | { kind: 'site-retention' };

describe('site-data retention on its own queue (decision 107)', () => {
  let app: TestApp;
  // Pruning deletes across the whole tables: a database of their own keeps other tests' rows out.
  let database: Awaited<ReturnType<typeof createPrivateDatabase>>;
  let worker: Awaited<ReturnType<typeof startTestWorker>>;
  let oldOperations: Queue<OldOperationsJob>;
  let leftoverIds: string[];

  /** What an older worker did at its start: the hourly pruning scheduler on the operations queue. */
  const upsertOldScheduler = () =>
    oldOperations.upsertJobScheduler(
      retiredSiteRetentionScheduler.schedulerId,
      { every: 3600_000 },
      { name: 'site-retention', data: { kind: 'site-retention' } },
    );

  const insertEvent = (ageSql: string) =>
    database.pool.query(
      `insert into public.site_events (event_id, occurred_at, day, name, path, visitor_hash)
       select $1, t, (t at time zone 'utc')::date, 'page_view', '/', repeat('a', 32) from (select now() - ${ageSql}::interval as t) x`,
      [randomUUID()],
    );
  const eventCount = async () =>
    (await database.pool.query<{ n: number }>('select count(*)::int as n from public.site_events')).rows[0]!.n;
  const daysOf = async (table: 'site_salts' | 'site_daily_visitors') =>
    (
      await database.pool.query<{ age: number }>(
        `select (now() at time zone 'utc')::date - day as age from public.${table} order by 1`,
      )
    ).rows.map((r) => r.age);

  beforeAll(async () => {
    database = await createPrivateDatabase('site_retention');
    app = createTestApp({ env: { DATABASE_URL: database.url } });
    // Expired: an event of 14 months ago, a salt and a visitor row of five days ago; kept: today's.
    await insertEvent("'14 months'");
    await insertEvent("'1 day'");
    await database.pool.query(
      `insert into public.site_salts (day, salt)
       values ((now() at time zone 'utc')::date - 5, 'old'), ((now() at time zone 'utc')::date, 'today')`,
    );
    await database.pool.query(
      `insert into public.site_daily_visitors (day, visitor_hash, steps)
       values ((now() at time zone 'utc')::date - 5, repeat('b', 32), 1), ((now() at time zone 'utc')::date, repeat('c', 32), 1)`,
    );

    // Redis as production holds it: the old scheduler (which queues its first run at once) and a
    // run of it left waiting when the old worker stopped.
    oldOperations = createQueue<OldOperationsJob>(
      queueConnectionOf(app.config, app.prefix),
      queueTable.operations.name,
      queueTable.operations.options,
    );
    await upsertOldScheduler();
    const left = await oldOperations.add('site-retention', { kind: 'site-retention' });
    expect(await oldOperations.getJobScheduler(retiredSiteRetentionScheduler.schedulerId)).toBeTruthy();
    leftoverIds = (await oldOperations.getJobs(['waiting', 'delayed'])).map((job) => job.id!);
    expect(leftoverIds).toContain(left.id);

    // Restore passes every second, as an older worker beside this one (a rolling deploy) would restore.
    worker = await startTestWorker(app, { DATABASE_URL: database.url, RECONCILE_EVERY_MS: '1000' });
  }, 60_000);
  afterAll(async () => {
    await worker?.stop();
    await oldOperations?.close();
    await app?.close();
    await database?.drop();
  });

  it('when the worker starts, then the new queue has its hourly scheduler and the operations queue has lost the old one', async () => {
    const scheduler = await app.deps.queues.siteRetention.getJobScheduler(siteRetentionSchedulerId);
    expect(Number(scheduler?.every)).toBe(3600_000);
    expect(scheduler?.name).toBe('site-retention');
    expect(await app.deps.queues.operations.getJobScheduler(retiredSiteRetentionScheduler.schedulerId)).toBeFalsy();
    expect((await app.deps.queues.operations.getJobSchedulers()).map((s) => s.key)).not.toContain(
      retiredSiteRetentionScheduler.schedulerId,
    );
  });

  it('when runs of the old scheduler were left on the operations queue, then they are dropped, none fails and none comes back', async () => {
    const finished = await eventually(async () => {
      const jobs = await Promise.all(leftoverIds.map((id) => app.deps.queues.operations.getJob(id)));
      return jobs.every((job) => job?.finishedOn) ? jobs : undefined;
    }, 'the left runs to finish');
    for (const job of finished) {
      expect(await job!.getState()).toBe('completed');
      expect(job!.returnvalue).toEqual({ dropped: 'site-retention runs on its own queue' });
    }
    expect(await app.deps.queues.operations.getFailedCount()).toBe(0);
    // The old scheduler's next run, planned an hour ahead, went with it.
    expect(await app.deps.queues.operations.getJobs(['waiting', 'delayed', 'active'])).toEqual([]);
  });

  it('when the pruning runs on the site-retention queue, then expired site data is deleted and recent data kept', async () => {
    // The scheduler's first run comes at once.
    const first = await eventually(async () => {
      const [job] = await app.deps.queues.siteRetention.getJobs(['completed']);
      return job;
    }, 'the first pruning run');
    expect(first.returnvalue).toEqual({ events: 1 });
    expect(await eventCount()).toBe(1);
    expect(await daysOf('site_salts')).toEqual([0]);
    expect(await daysOf('site_daily_visitors')).toEqual([0]);

    // And a run queued on the new queue (as the next hour's) does the same.
    await insertEvent("'13 months 1 day'");
    expect(await eventCount()).toBe(2);
    const run = await app.deps.queues.siteRetention.add('site-retention', {});
    const done = await eventually(async () => {
      const job = await app.deps.queues.siteRetention.getJob(run.id!);
      return job?.finishedOn ? job : undefined;
    }, 'the queued pruning run');
    expect(done.returnvalue).toEqual({ events: 1 });
    expect(await eventCount()).toBe(1);
    expect(await app.deps.queues.siteRetention.getFailedCount()).toBe(0);
  });

  it('when the queue board and /metrics list the queues, then site-retention is among them', async () => {
    const admin = await signedInAgent(app, await createUser(app.deps.auth, app.deps.pool, { admin: true }), true);
    const board = await admin.get('/admin/queues/api/queues');
    expect(board.status).toBe(200);
    expect(board.body.queues.map((q: { name: string }) => q.name)).toEqual(
      expect.arrayContaining([expect.stringContaining(queueTable.siteRetention.name)]),
    );
    const metrics = await request(app.app).get('/metrics');
    expect(metrics.text).toMatch(/queue_jobs\{queue="site-retention",state="waiting"\}/);
  });

  it('when an older worker still running restores the old scheduler, then the next restore pass removes it again', async () => {
    await upsertOldScheduler();
    expect(await oldOperations.getJobScheduler(retiredSiteRetentionScheduler.schedulerId)).toBeTruthy();
    await eventually(
      async () =>
        (await app.deps.queues.operations.getJobScheduler(retiredSiteRetentionScheduler.schedulerId))
          ? undefined
          : true,
      'the restored old scheduler to be removed',
    );
    await eventually(
      async () =>
        (await app.deps.queues.operations.getJobs(['waiting', 'delayed', 'active'])).length === 0 ? true : undefined,
      'its run to be dropped',
    );
    expect(await app.deps.queues.operations.getFailedCount()).toBe(0);
  });
});
