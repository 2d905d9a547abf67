import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callIngestJobId, callObjectPaths } from '@hotelvoice/api/contracts';
import { queueConnectionOf } from '../../../../api/src/compose.ts';
import { createQueueOf } from '@hotelvoice/api/platform/queues/app-queues';
import { newCallId, sampleTranscript } from '../../../../test/support/calls.ts';
import { eventually } from '../../../../test/support/eventually.ts';
import { createHotel } from '../../../../test/support/factories.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { startTestWorker } from '../../../../test/support/worker-process.ts';
import { failedJob } from '../../../../test/support/failed-job.ts';

type Worker = Awaited<ReturnType<typeof startTestWorker>>;

let app: TestApp;
let worker: Worker;
beforeAll(async () => {
  app = createTestApp();
  worker = await startTestWorker(app);
}, 60_000);
afterAll(async () => {
  await worker?.stop();
  await app?.close();
});

/** Runs reconcile once and waits for it to finish. */
async function reconcileOnce(jobId: string) {
  const reconcile = createQueueOf(queueConnectionOf(app.config, app.prefix), 'reconcile', {});
  try {
    await reconcile.add('run', {}, { jobId });
    await eventually(async () => {
      const state = await reconcile.getJobState(jobId);
      return state === 'completed' || state === 'unknown' ? true : undefined; // unknown: removed on completion
    }, 'reconcile to run');
  } finally {
    await reconcile.close();
  }
}

describe('a call whose data the database refuses', () => {
  it('when its facts hold text Postgres cannot store, then the call is recorded as failed once and reconcile leaves it alone', async () => {
    const hotel = await createHotel(app.deps.pool);
    const callId = newCallId('unstorable');
    const paths = callObjectPaths(hotel.id, callId);
    // Written straight into storage, as a storage writer may (the api's door refuses such a body):
    // a lone surrogate in structured data, which a jsonb column refuses (SQLSTATE 22P02).
    const facts = '{"provider":"ingest","status":"ended","structuredData":{"note":"\\ud800 x"}}';
    const jobId = callIngestJobId({ hotelId: hotel.id, callId });
    // The transcript first, taken in whole (its job completed and removed), so that the one run
    // that meets the facts reads both objects: a run between the two writes would leave the
    // transcript unreferenced, which reconcile rightly queues again.
    await app.deps.storage.put('calls', paths.transcript, sampleTranscript(), 'application/json');
    await eventually(async () => {
      const { rows } = await app.deps.pool.query(
        'select 1 from public.call_logs where hotel_id = $1 and call_id = $2 and transcript_path = $3',
        [hotel.id, callId, paths.transcript],
      );
      return rows.length > 0 && (await app.deps.queues.callIngest.getJobState(jobId)) === 'unknown' ? true : undefined;
    }, 'the transcript to be taken in');
    await app.deps.storage.put('calls', paths.facts.analysis, Buffer.from(facts), 'application/json');

    const row = await eventually(async () => {
      const { rows } = await app.deps.pool.query<{ failure_reason: string | null; turn_count: number }>(
        'select failure_reason, turn_count from public.call_logs where hotel_id = $1 and call_id = $2',
        [hotel.id, callId],
      );
      return rows[0]?.failure_reason ? rows[0] : undefined;
    }, 'the call to be recorded as failed');
    expect(row.failure_reason).toMatch(
      /^The call could not be stored: the database refused its data \(invalid input syntax for type json.*\)\.$/,
    );
    expect(row.turn_count).toBe(0);

    // Its job failed for good at the first attempt (the row can be written a moment before the move).
    const job = await failedJob(app.deps.queues.callIngest, jobId);
    expect(job.attemptsMade).toBe(1);
    expect(job.failedReason).toBe(row.failure_reason);

    await reconcileOnce(`reconcile-${callId}`);
    const after = await app.deps.queues.callIngest.getJob(jobId);
    expect(await after?.getState()).toBe('failed');
    expect(after?.finishedOn).toBe(job.finishedOn);
  }, 60_000);
});
