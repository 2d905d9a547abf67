import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callObjectPaths, parseCallObjectPath } from '../../contracts/call-objects.ts';
import { removeStoredExports, storedExportPath } from './stored-exports.ts';
import { createHotel, createUser, linkUserToHotel, signedInAgent } from '../../../../test/support/factories.ts';
import { createTestApp, type BrowserAgent, type TestApp } from '../../../../test/support/test-app.ts';
import { startTestWorker } from '../../../../test/support/worker-process.ts';
import { eventually } from '../../../../test/support/eventually.ts';
import { newCallId, sampleRecording } from '../../../../test/support/calls.ts';

const transcriptOf = (caller: string, words: string) =>
  Buffer.from(
    JSON.stringify({
      items: [
        { role: 'assistant', content: ['Good evening, how can I help?'] },
        { role: 'user', content: [words] },
      ],
      metadata: { caller_number: caller },
    }),
  );

/** Large hotels are exported by the guest-data job: the threshold is 0 calls here, so every export is. */
describe('exports of large hotels, built by a job', () => {
  let app: TestApp;
  let worker: Awaited<ReturnType<typeof startTestWorker>>;
  let hotel: { id: string; name: string };
  let owner: BrowserAgent;
  let ownerEmail: string;
  const calls: string[] = [];

  const exportRows = () =>
    app.deps.pool
      .query<{ export_id: string; status: string; object_path: string | null }>(
        'select export_id, status, object_path from public.data_exports where hotel_id = $1',
        [hotel.id],
      )
      .then((r) => r.rows);
  const exportObjects = async () => (await app.deps.storage.list('calls', `exports/${hotel.id}`)).map((o) => o.path);

  /** Asks for an export and waits for the job's e-mail; answers the link it holds. */
  async function exportByMail(): Promise<string> {
    const before = await app.deps.pool.query(
      'select count(*)::int as n from public.outbox_messages where to_address = $1',
      [ownerEmail],
    );
    const answer = await owner.post(`/api/hotels/${hotel.id}/exports`).send({});
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ mode: 'email', email: ownerEmail });
    const mail = await eventually(async () => {
      const { rows } = await app.deps.pool.query<{ text_body: string; subject: string }>(
        'select text_body, subject from public.outbox_messages where to_address = $1 order by created_at offset $2',
        [ownerEmail, before.rows[0].n],
      );
      return rows[0];
    }, 'the export e-mail');
    expect(mail.subject).toBe(`Your HotelVoice export of ${hotel.name}`);
    const link = /http\S+\/api\/exports\/download\?token=\S+/.exec(mail.text_body)?.[0];
    expect(link).toBeDefined();
    return link!;
  }

  /** Follows the e-mailed link the way a browser does: the api checks it and sends it on to storage. */
  async function download(link: string) {
    const url = new URL(link);
    const first = await request(app.app).get(url.pathname + url.search);
    if (first.status !== 303) return { status: first.status, zip: null };
    const target = new URL(first.headers.location!, 'http://localhost:8000');
    const zip = await request(app.app)
      .get(target.pathname + target.search)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    return { status: zip.status, zip: zip.body as Buffer };
  }

  beforeAll(async () => {
    app = createTestApp({ queueBackend: 'redis', env: { EXPORT_INLINE_MAX_CALLS: '0' } });
    hotel = await createHotel(app.deps.pool);
    const ownerUser = await createUser(app.deps.auth, app.deps.pool);
    ownerEmail = ownerUser.email;
    await linkUserToHotel(app.deps.pool, ownerUser.id, hotel.id);
    owner = await signedInAgent(app, ownerUser);
    worker = await startTestWorker(app);
    for (const [caller, words] of [
      ['+44 20 7946 0101', 'A quiet room please, kestrelword.'],
      ['+33 1 55 55 01 02', 'Is breakfast included?'],
    ]) {
      const callId = newCallId('export');
      const paths = callObjectPaths(hotel.id, callId);
      await app.deps.storage.put('calls', paths.recording, sampleRecording, 'audio/ogg');
      await app.deps.storage.put('calls', paths.transcript, transcriptOf(caller!, words!), 'application/json');
      calls.push(callId);
    }
    await eventually(async () => {
      const { rows } = await app.deps.pool.query(
        'select 1 from public.call_logs where hotel_id = $1 and turn_count > 0',
        [hotel.id],
      );
      return rows.length === calls.length ? true : undefined;
    }, 'both calls stored');
  }, 60_000);

  afterAll(async () => {
    await worker?.stop();
    await app?.close();
  });

  it('when a large hotel is exported, then a job stores the zip and e-mails a link that downloads it', async () => {
    const link = await exportByMail();
    const [row] = await exportRows();
    expect(row).toMatchObject({ status: 'ready', object_path: storedExportPath(hotel.id, row!.export_id) });
    // Stored under exports/, which the storage feed and reconcile do not take for a call object.
    expect(parseCallObjectPath(row!.object_path!)).toBeNull();
    expect(await exportObjects()).toEqual([row!.object_path]);

    const { status, zip } = await download(link);
    expect(status).toBe(200);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stored-export-'));
    try {
      fs.writeFileSync(path.join(dir, 'export.zip'), zip!);
      const entries = execFileSync('unzip', ['-Z1', 'export.zip'], { cwd: dir, encoding: 'utf8' }).trim().split('\n');
      expect(entries.sort()).toEqual(
        [
          'README.txt',
          'calls.csv',
          'calls.json',
          'reviews.json',
          ...calls.flatMap((id) => [`transcripts/${id}.json`, `recordings/${id}.ogg`]),
        ].sort(),
      );
      execFileSync('unzip', ['-q', 'export.zip'], { cwd: dir });
      expect(fs.readFileSync(path.join(dir, 'calls.csv'), 'utf8')).toContain('kestrelword');
      expect(fs.readFileSync(path.join(dir, 'recordings', `${calls[0]}.ogg`))).toEqual(sampleRecording);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    // The job's progress is what /admin/queues shows.
    const jobs = await app.deps.queues.guestData.getJobs(['completed']);
    const job = jobs.find((j) => j.data.kind === 'data-export' && j.data.exportId === row!.export_id);
    expect(job?.progress).toMatchObject({ stage: 'mailed', calls: calls.length });
    // No call row was made of the zip.
    const { rows } = await app.deps.pool.query('select call_id from public.call_logs where hotel_id = $1', [hotel.id]);
    expect(rows.map((r) => r.call_id).sort()).toEqual([...calls].sort());
  });

  it('when a link is tampered with or expired, then it is refused, and the expired zip is removed', async () => {
    const link = await exportByMail();
    const token = new URL(link).searchParams.get('token')!;
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await download(link.replace(token, flipped))).status).toBe(401);
    expect((await download(link.replace(token, `${token.slice(0, 36)}.x`))).status).toBe(401);

    const mine = (await exportRows()).find((r) => token.startsWith(r.export_id))!;
    const { export_id: exportId, object_path: objectPath } = mine;
    await app.deps.pool.query(
      `update public.data_exports set expires_at = now() - interval '1 second' where export_id = $1`,
      [exportId],
    );
    expect((await download(link)).status).toBe(401);
    expect(await app.deps.storage.stat('calls', objectPath!)).not.toBeNull();

    // The step the retention job starts with (the job itself acts on every hotel: guest-data-jobs.test.ts).
    expect(await removeStoredExports(app.deps.pool, app.deps.storage, 'expired')).toBeGreaterThanOrEqual(1);
    expect(await app.deps.storage.stat('calls', objectPath!)).toBeNull();
    expect((await exportRows()).map((r) => r.export_id)).not.toContain(exportId);
  });

  it('when a caller is erased, then every export of the hotel made before goes with their calls', async () => {
    const link = await exportByMail();
    const before = (await exportRows()).length;
    expect(before).toBeGreaterThan(0);
    expect((await exportObjects()).length).toBe(before);
    const erased = await owner.post(`/api/hotels/${hotel.id}/erasure`).send({ phone: '+44 20 7946 0101' });
    expect(erased.body).toEqual({ erasedCalls: 1 });
    expect(await exportRows()).toEqual([]);
    expect(await exportObjects()).toEqual([]);
    expect((await download(link)).status).toBe(401);
    const { rows } = await app.deps.pool.query(
      `select details from public.audit_events where action = 'calls.erased' and hotel_id = $1`,
      [hotel.id],
    );
    expect(rows[0].details).toMatchObject({ calls: 1, removedExports: before });
  });
});
