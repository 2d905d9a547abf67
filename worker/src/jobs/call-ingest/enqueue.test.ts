import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callIngestJobId } from '@hotelvoice/api/contracts';
import { queueConnectionOf } from '@hotelvoice/api/compose';
import { createWorkerOf } from '@hotelvoice/api/platform/queues/app-queues';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { eventually } from '../../../../test/support/eventually.ts';
import { enqueueCallIngests } from './enqueue.ts';

describe.each(['redis', 'postgres'] as const)('queuing a call whose job is running (%s backend)', (backend) => {
  let app: TestApp;
  let worker: ReturnType<typeof createWorkerOf<'callIngest'>>;
  const release: (() => void)[] = [];
  const started: string[] = [];

  beforeAll(async () => {
    app = createTestApp({ queueBackend: backend });
    // A stand-in processor that holds every job until the test lets it go, so "running" lasts.
    worker = createWorkerOf(
      queueConnectionOf(app.config, app.prefix),
      'callIngest',
      async (job) => {
        started.push(job.id!);
        await new Promise<void>((resolve) => release.push(resolve));
      },
      { concurrency: 4 },
    );
  }, 60_000);

  afterAll(async () => {
    release.forEach((go) => go());
    await worker?.close();
    await app?.close();
  });

  it('when the call is announced again while its job and its follow-up both run, then one more follow-up is queued', async () => {
    const queue = app.deps.queues.callIngest;
    const call = { hotelId: randomUUID(), callId: `race-${randomUUID().slice(0, 8)}` };
    const id = callIngestJobId(call);
    const announce = () => enqueueCallIngests(queue, [{ job: call, replaceFailed: false }]);
    const running = (jobId: string) => eventually(async () => (started.includes(jobId) ? true : undefined), jobId);

    await announce();
    await running(id);
    // An object lands while the job runs: a follow-up after it.
    await announce();
    await running(`${id}_again`);
    // Another lands while both run, each possibly past its last look: it must not be swallowed.
    await announce();
    const waiting = await eventually(async () => {
      const jobs = await queue.getJobs(['waiting', 'delayed', 'active']);
      return jobs.find((job) => job.id !== id && job.id !== `${id}_again` && job.id?.startsWith(id));
    }, 'a third job for the call');
    expect(waiting.data).toEqual(call);
  });
});
