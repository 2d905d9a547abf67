import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueConnectionOf } from '../../../api/src/compose.ts';
import { createQueueOf } from '@hotelvoice/api/platform/queues/app-queues';
import { createHotel, createUser, signedInAgent } from '../../../test/support/factories.ts';
import { newCallId, sampleTranscript } from '../../../test/support/calls.ts';
import { createTestApp, type BrowserAgent, type TestApp } from '../../../test/support/test-app.ts';
import { startTestWorker } from '../../../test/support/worker-process.ts';
import { eventually } from '../../../test/support/eventually.ts';
import { maxInterruptedRuns } from '../jobs/knowledge-file/knowledge-file.processor.ts';
import { failedJob } from '../../../test/support/failed-job.ts';
import { callObjectPaths } from '../../../api/src/contracts/call-objects.ts';

type Worker = Awaited<ReturnType<typeof startTestWorker>>;

/** The upload that took the product down: 5,242,880 bytes of short sentences, one per line, one paragraph. */
function worstSpecUpload(): Buffer {
  const line = 'The pool opens at nine.\n';
  const body = line.repeat(Math.floor(5_242_880 / line.length));
  return Buffer.from(body + 'x'.repeat(5_242_880 - Buffer.byteLength(body)));
}

async function fileRow(app: TestApp, id: string) {
  const { rows } = await app.deps.pool.query<{ status: string; failure_reason: string | null; chunk_count: number }>(
    'select status, failure_reason, chunk_count from public.knowledge_files where knowledge_file_id = $1',
    [id],
  );
  return rows[0];
}

const settled = (app: TestApp, id: string, timeoutMs = 60_000) =>
  eventually(
    async () => {
      const row = await fileRow(app, id);
      return row && (row.status === 'ready' || row.status === 'failed') ? row : undefined;
    },
    'the file to settle',
    timeoutMs,
  );

async function upload(admin: BrowserAgent, data: Buffer): Promise<string> {
  const res = await admin
    .post('/api/form/upload')
    .attach('file', data, { filename: 'everything.txt', contentType: 'text/plain' })
    .field('is_general', 'true')
    .field('hotel_id', '');
  expect(res.status).toBe(202);
  return res.body.file.knowledgeFileId as string;
}

/** An app, a signed-in admin and a worker with `workerEnv`, for the tests of one describe. */
function useAppWithWorker(workerEnv: Record<string, string> = {}) {
  const fixture = {} as { app: TestApp; admin: BrowserAgent; worker: Worker };
  beforeAll(async () => {
    fixture.app = createTestApp();
    const user = await createUser(fixture.app.deps.auth, fixture.app.deps.pool, { admin: true });
    fixture.admin = await signedInAgent(fixture.app, user, true);
    fixture.worker = await startTestWorker(fixture.app, workerEnv);
  }, 60_000);
  afterAll(async () => {
    await fixture.worker?.stop();
    await fixture.app?.close();
  });
  return fixture;
}

describe('inputs that used to take the worker down', () => {
  const fixture = useAppWithWorker();
  let app: TestApp;
  let admin: BrowserAgent;
  let worker: Worker;
  beforeAll(() => {
    ({ app, admin, worker } = fixture);
  });

  it('when the spec-sized one-paragraph upload is processed, then /readyz answers throughout and the file ends ready', async () => {
    const id = await upload(admin, worstSpecUpload());
    const readiness: number[] = [];
    let done = false;
    const probe = (async () => {
      while (!done) {
        readiness.push((await request(app.app).get('/readyz')).status);
        await new Promise((r) => setTimeout(r, 200));
      }
    })();
    const row = await settled(app, id);
    done = true;
    await probe;
    expect(row).toMatchObject({ status: 'ready', failure_reason: null });
    expect(row.chunk_count).toBeGreaterThan(4000);
    expect(readiness.length).toBeGreaterThan(0);
    expect(readiness.every((status) => status === 200)).toBe(true);
    expect(worker.child.exitCode).toBeNull();
    const body = (await request(app.app).get('/readyz')).body;
    expect(body).toMatchObject({ status: 'ready', worker: { status: 'up' } });
  }, 90_000);

  it('when a 2 MB transcript holds more distinct words than a search index can, then the call is stored and searchable', async () => {
    const hotel = await createHotel(app.deps.pool);
    const callId = newCallId('long-call');
    // 230,000 distinct words: their index alone would exceed Postgres' 1 MB tsvector limit.
    const words = Array.from({ length: 230_000 }, (_, i) => `w${i.toString(36)}x`);
    const turns = [];
    for (let i = 0; i < words.length; i += 1000) {
      turns.push({ role: i % 2000 ? 'assistant' : 'user', content: [words.slice(i, i + 1000).join(' ')] });
    }
    const transcript = Buffer.from(JSON.stringify(turns));
    expect(transcript.length).toBeGreaterThan(1_500_000);
    await app.deps.storage.put('calls', callObjectPaths(hotel.id, callId).transcript, transcript, 'application/json');
    const row = await eventually(async () => {
      const { rows } = await app.deps.pool.query(
        'select turn_count, failure_reason from public.call_logs where hotel_id = $1 and call_id = $2',
        [hotel.id, callId],
      );
      return rows[0];
    }, 'the long call');
    expect(row).toMatchObject({ turn_count: turns.length, failure_reason: null });
    const found = await app.deps.pool.query(
      `select 1 from public.call_logs where hotel_id = $1 and search_vector @@ websearch_to_tsquery('simple', $2)`,
      [hotel.id, words[10]],
    );
    expect(found.rowCount).toBe(1);
  }, 60_000);

  it('when a file was interrupted again and again, then it ends failed with the reason and reconcile leaves it alone', async () => {
    const id = randomUUID();
    const path = `general/${id}.txt`;
    await app.deps.storage.put('knowledge', path, Buffer.from('Breakfast is served from seven.'), 'text/plain');
    // As a worker that died mid-run leaves it: processing, long ago, already interrupted before.
    await app.deps.pool.query(
      `insert into public.knowledge_files
         (knowledge_file_id, is_general, file_name, storage_path, size_bytes, status, interrupted_runs, updated_at)
       values ($1, true, 'crashy.txt', $2, 31, 'processing', $3, now() - interval '10 minutes')`,
      [id, path, maxInterruptedRuns],
    );
    const reconcile = createQueueOf(queueConnectionOf(app.config, app.prefix), 'reconcile', {});
    await reconcile.add('run', {});
    const row = await settled(app, id);
    expect(row.status).toBe('failed');
    expect(row.failure_reason).toBe(
      `The file could not be processed (processing stopped unexpectedly ${maxInterruptedRuns + 1} times).`,
    );
    // Its job is in the failed set, where /admin/queues shows it (the row can be written a moment
    // before the job is moved there).
    const job = await failedJob(app.deps.queues.knowledgeFile, id);
    expect(job.failedReason).toBe(row.failure_reason);

    // Reconcile runs again: the file is not queued again.
    await app.deps.pool.query(
      `update public.knowledge_files set updated_at = now() - interval '10 minutes' where knowledge_file_id = $1`,
      [id],
    );
    await reconcile.add('run', {}, { jobId: `again-${id}` });
    await eventually(async () => {
      const state = await reconcile.getJobState(`again-${id}`);
      return state === 'completed' || state === 'unknown' ? true : undefined; // unknown: removed on completion
    }, 'the second reconcile');
    expect(await fileRow(app, id)).toMatchObject({ status: 'failed' });
    expect(await job.getState()).toBe('failed');
    await reconcile.close();

    // An admin's Retry starts over, and the file is fine this time.
    const retried = await admin.post(`/api/admin/knowledge-files/${id}/retry`);
    expect(retried.status).toBe(202);
    expect(retried.body.file).toMatchObject({ status: 'queued', failureReason: null });
    expect(await settled(app, id)).toMatchObject({ status: 'ready', chunk_count: 1 });
    // A file that did not fail cannot be retried.
    const again = await admin.post(`/api/admin/knowledge-files/${id}/retry`);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Only a file that failed can be retried.');
    // Two settles of up to a minute each and two reconcile runs: the waits inside name what they
    // waited for; the test's own limit only stops one that hangs (a loaded machine took over 60 s).
  }, 180_000);
});

describe('a processor that runs out of memory', () => {
  // The smallest heap a sandbox may have: the spec-sized file needs about twice as much.
  const fixture = useAppWithWorker({ SANDBOX_HEAP_MB: '16' });
  let app: TestApp;
  let admin: BrowserAgent;
  let worker: Worker;
  beforeAll(() => {
    ({ app, admin, worker } = fixture);
  });

  it('when the sandbox dies of it, then the file fails with the reason and the worker goes on ingesting calls', async () => {
    const hotel = await createHotel(app.deps.pool);
    const id = await upload(admin, worstSpecUpload());
    const callId = newCallId('after-oom');
    await app.deps.storage.put(
      'calls',
      callObjectPaths(hotel.id, callId).transcript,
      sampleTranscript(),
      'application/json',
    );
    const row = await settled(app, id);
    expect(row).toMatchObject({
      status: 'failed',
      failure_reason: 'The file could not be processed (it needed more than 16 MB of memory).',
    });
    const call = await eventually(async () => {
      const { rows } = await app.deps.pool.query('select turn_count from public.call_logs where call_id = $1', [
        callId,
      ]);
      return rows[0];
    }, 'the call row');
    expect(call.turn_count).toBe(3);
    expect(worker.child.exitCode).toBeNull();
    // The row says failed a moment before BullMQ moves the job to the failed set.
    const job = await failedJob(app.deps.queues.knowledgeFile, id, 'the job in the failed set');
    // Tried once: running out of memory again on the same bytes would only waste the worker's time.
    expect(job.attemptsMade).toBe(1);
  }, 90_000);
});
