import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, KnowledgeFileEvent, ServerToClientEvents } from '../../contracts/socket-events.ts';
import { randomUUID } from 'node:crypto';
import { createQueueOf } from '../../platform/queues/app-queues.ts';
import { queueConnectionOf } from '../../compose.ts';
import { createHotel, createUser, signedInAgent } from '../../../../test/support/factories.ts';
import { createTestApp, type BrowserAgent, type TestApp } from '../../../../test/support/test-app.ts';
import { startTestWorker } from '../../../../test/support/worker-process.ts';
import { eventually } from '../../../../test/support/eventually.ts';

let app: TestApp;
let admin: BrowserAgent;
let worker: Awaited<ReturnType<typeof startTestWorker>>;
let socket: Socket<ServerToClientEvents, ClientToServerEvents>;
const events: KnowledgeFileEvent[] = [];

beforeAll(async () => {
  app = createTestApp();
  const user = await createUser(app.deps.auth, app.deps.pool, { admin: true });
  admin = await signedInAgent(app, user, true);
  await new Promise<void>((resolve) => app.httpServer.listen(0, '127.0.0.1', resolve));
  const { port } = app.httpServer.address() as { port: number };
  const cookies = (await admin.agent.jar.getCookies({ domain: '127.0.0.1', path: '/', secure: false, script: false }))
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
  socket = connect(`http://127.0.0.1:${port}`, { transports: ['websocket'], extraHeaders: { cookie: cookies } });
  await new Promise<void>((resolve, reject) => {
    socket.on('connect_error', reject);
    socket.emit('admin:join', (ack) => (ack.ok ? resolve() : reject(new Error(ack.error.message))));
  });
  socket.on('knowledge-file:updated', (event: KnowledgeFileEvent) => events.push(event));
  worker = await startTestWorker(app);
}, 60_000);

afterAll(async () => {
  socket?.close();
  await worker?.stop();
  await app.close();
});

describe('knowledge-file job through a real worker', () => {
  it('when a hotel file is uploaded, then it becomes ready with searchable chunks and admins see each status', async () => {
    const hotel = await createHotel(app.deps.pool);
    const text = [
      'The rooftop pool is open from 8:00 to 20:00. Towels are provided at the entrance.',
      'Dogs up to 15 kg are welcome for a fee of 20 euros per night.',
      'The nearest underground station is Harbour Street, five minutes on foot.',
    ].join('\r\n\r\n');
    const res = await admin
      .post('/api/form/upload')
      .attach('file', Buffer.from(text), { filename: 'amenities.txt', contentType: 'text/plain' })
      .field('is_general', 'false')
      .field('hotel_id', hotel.id);
    expect(res.status).toBe(202);
    const id: string = res.body.file.knowledgeFileId;

    const ready = await eventually(async () => {
      const { rows } = await app.deps.pool.query(
        'select status, chunk_count from public.knowledge_files where knowledge_file_id = $1',
        [id],
      );
      return rows[0]?.status === 'ready' ? rows[0] : undefined;
    }, 'the file to be ready');
    expect(ready.chunk_count).toBeGreaterThan(0);

    const found = await app.deps.pool.query(
      `select content from public.knowledge_chunks
       where knowledge_file_id = $1 and search_vector @@ websearch_to_tsquery('english', 'dogs fee')`,
      [id],
    );
    expect(found.rows[0]?.content).toContain('Dogs up to 15 kg');
    expect(found.rows[0]?.content).not.toContain('\r');

    const preview = (await admin.get(`/api/admin/knowledge-files/${id}/preview`)).body.preview;
    expect(preview).toMatchObject({ passages: ready.chunk_count, words: 41, truncated: false });
    expect(preview.text).toContain('The rooftop pool is open from 8:00 to 20:00.');
    expect(preview.text).toContain('Harbour Street, five minutes on foot.');
    expect((await admin.get(`/api/admin/knowledge-files/00000000-0000-4000-8000-000000000000/preview`)).status).toBe(
      404,
    );

    const statuses = await eventually(async () => {
      const seen = events.filter((e) => e.knowledgeFileId === id).map((e) => e.status);
      return seen.includes('ready') ? seen : undefined;
    }, 'the ready event');
    expect(statuses).toEqual(['queued', 'processing', 'ready']);
  });

  it('when the stored object is not text, then the file is marked failed with the reason', async () => {
    const res = await admin
      .post('/api/form/upload')
      .attach('file', Buffer.from('Plain text for now.'), { filename: 'swap.txt', contentType: 'text/plain' })
      .field('is_general', 'true')
      .field('hotel_id', '');
    const id: string = res.body.file.knowledgeFileId;
    // Simulate a file replaced behind our back before the worker reads it.
    await eventually(async () => {
      const { rows } = await app.deps.pool.query(
        'select status from public.knowledge_files where knowledge_file_id = $1',
        [id],
      );
      return rows[0]?.status === 'ready' ? true : undefined;
    }, 'the first processing');
    await app.deps.storage.put('knowledge', `general/${id}.txt`, Buffer.from([0, 1, 2, 0xff]), 'text/plain');
    await app.deps.queues.knowledgeFile.add('process', { knowledgeFileId: id }, { jobId: `${id}-again` });

    const failed = await eventually(async () => {
      const { rows } = await app.deps.pool.query(
        'select status, failure_reason from public.knowledge_files where knowledge_file_id = $1',
        [id],
      );
      return rows[0]?.status === 'failed' ? rows[0] : undefined;
    }, 'the failure');
    expect(failed.failure_reason).toBe('The file must be UTF-8 text.');
    const event = await eventually(
      async () => events.find((e) => e.knowledgeFileId === id && e.status === 'failed'),
      'the failed event',
    );
    expect(event.failureReason).toBe('The file must be UTF-8 text.');
  });

  it('when a file was recorded but its job was lost, then the reconcile queues it again and it becomes ready', async () => {
    const id = randomUUID();
    const path = `general/${id}.txt`;
    await app.deps.storage.put(
      'knowledge',
      path,
      Buffer.from('Late check-out until 14:00 costs 30 euros.'),
      'text/plain',
    );
    // As if Redis had been flushed after the upload: a queued row, an object, and no job.
    await app.deps.pool.query(
      `insert into public.knowledge_files (knowledge_file_id, is_general, file_name, storage_path, size_bytes, status, updated_at)
       values ($1, true, 'lost.txt', $2, 42, 'queued', now() - interval '5 minutes')`,
      [id, path],
    );
    const reconcile = createQueueOf(queueConnectionOf(app.config, app.prefix), 'reconcile', {});
    await reconcile.add('run', {});
    await reconcile.close();

    const ready = await eventually(async () => {
      const { rows } = await app.deps.pool.query(
        'select status from public.knowledge_files where knowledge_file_id = $1',
        [id],
      );
      return rows[0]?.status === 'ready' ? rows[0] : undefined;
    }, 'the lost file to be processed');
    expect(ready.status).toBe('ready');
  });
});
