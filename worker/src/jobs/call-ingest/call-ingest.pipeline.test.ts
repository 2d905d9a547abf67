import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callFactPath, callIngestJobId } from '@hotelvoice/api/contracts';
import { createHotel, createUser, linkUserToHotel, signedInAgent } from '../../../../test/support/factories.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { startTestWorker } from '../../../../test/support/worker-process.ts';
import { eventually } from '../../../../test/support/eventually.ts';
import {
  hotelSocket,
  newCallId,
  sampleRecording,
  sampleTranscript,
  ingestSignature,
} from '../../../../test/support/calls.ts';
import { failedJob } from '../../../../test/support/failed-job.ts';
import { callObjectPaths } from '../../../../api/src/contracts/call-objects.ts';

type Row = Record<string, unknown>;

describe.each(['redis', 'postgres'] as const)('call pipeline through a real worker (%s backend)', (backend) => {
  let app: TestApp;
  let worker: Awaited<ReturnType<typeof startTestWorker>>;
  let hotelA: { id: string };
  let hotelB: { id: string };
  let socketA: Awaited<ReturnType<typeof hotelSocket>>;
  let socketB: Awaited<ReturnType<typeof hotelSocket>>;
  let agentA: Awaited<ReturnType<typeof signedInAgent>>;

  const put = (hotelId: string, callId: string, kind: 'transcript' | 'recording', body: Buffer) =>
    kind === 'transcript'
      ? app.deps.storage.put('calls', callObjectPaths(hotelId, callId).transcript, body, 'application/json')
      : app.deps.storage.put('calls', callObjectPaths(hotelId, callId).recording, body, 'audio/ogg');

  const row = (hotelId: string, callId: string) =>
    app.deps.pool
      .query<Row>('select * from public.call_logs where hotel_id = $1 and call_id = $2', [hotelId, callId])
      .then((r) => r.rows[0]);

  const rowWhere = (hotelId: string, callId: string, ready: (r: Row) => boolean) =>
    eventually(async () => {
      const r = await row(hotelId, callId);
      return r && ready(r) ? r : undefined;
    }, `call ${callId}`);

  beforeAll(async () => {
    app = createTestApp({ queueBackend: backend });
    hotelA = await createHotel(app.deps.pool);
    hotelB = await createHotel(app.deps.pool);
    const ownerA = await createUser(app.deps.auth, app.deps.pool);
    const ownerB = await createUser(app.deps.auth, app.deps.pool);
    await linkUserToHotel(app.deps.pool, ownerA.id, hotelA.id);
    await linkUserToHotel(app.deps.pool, ownerB.id, hotelB.id);
    agentA = await signedInAgent(app, ownerA);
    socketA = await hotelSocket(app, agentA, hotelA.id);
    socketB = await hotelSocket(app, await signedInAgent(app, ownerB), hotelB.id);
    worker = await startTestWorker(app);
  }, 60_000);

  afterAll(async () => {
    socketA?.socket.close();
    socketB?.socket.close();
    await worker?.stop();
    await app?.close();
  });

  it('when a transcript and recording land in storage, then the row has the measured duration and hotel A sockets alone hear of it', async () => {
    const callId = newCallId('room-214');
    await put(hotelA.id, callId, 'recording', sampleRecording);
    await put(hotelA.id, callId, 'transcript', sampleTranscript());
    const r = await rowWhere(hotelA.id, callId, (x) => x.turn_count === 3 && x.recording_path !== null);
    expect(r.room_name).toBe(callId.split('_').slice(0, -2).join('_'));
    expect(r.duration_estimated).toBe(false);
    expect(Number(r.duration_seconds)).toBeGreaterThan(3);
    expect((r.started_at as Date).toISOString()).toBe(`2025-03-03T10:15:${callId.slice(-2)}.000Z`);
    expect(r.status).toBe('ended');
    expect(r.failure_reason).toBeNull();
    const event = await eventually(
      async () => socketA.events.find((e) => e.callId === callId && e.turnCount === 3 && e.hasRecording),
      'the call:upserted event',
    );
    expect(event).toMatchObject({
      hotelId: hotelA.id,
      durationEstimated: false,
      // The list leads with the guest's first line, not the greeting.
      preview: 'I would like a double room for Friday.',
    });
    const searchable = await app.deps.pool.query(
      `select 1 from public.call_logs where hotel_id = $1 and search_vector @@ websearch_to_tsquery('simple', 'double room')`,
      [hotelA.id],
    );
    expect(searchable.rowCount).toBeGreaterThan(0);
    expect(socketB.events.some((e) => e.hotelId === hotelA.id)).toBe(false);

    // The web merges list answers and live events into one cache: for the same call they are equal.
    const latest = socketA.events.filter((e) => e.callId === callId).at(-1)!;
    const listed = await agentA.get(`/api/hotels/${hotelA.id}/call-logs?limit=50`);
    const item = (listed.body.items as { callId: string }[]).find((i) => i.callId === callId);
    expect(item).toEqual(latest);
    expect(Object.keys(item!)).toEqual(Object.keys(latest));
  });

  it("when a call is indexed, then it gets its language: detected from the caller's words, or the platform's", async () => {
    const german = newCallId('lobby');
    await put(
      hotelA.id,
      german,
      'transcript',
      sampleTranscript('Guten Abend, haben Sie für Freitag noch ein Doppelzimmer mit Frühstück frei?'),
    );
    const r = await rowWhere(hotelA.id, german, (x) => x.turn_count === 3);
    expect(r).toMatchObject({ language: 'de', language_source: 'auto' });
    const event = await eventually(
      async () => socketA.events.find((e) => e.callId === german),
      'the call:upserted event',
    );
    expect(event).toMatchObject({ language: 'de', languageSource: 'auto' });

    // An English transcript whose platform says the call was in French: the platform's word wins.
    const told = newCallId('lobby');
    await app.deps.storage.put(
      'calls',
      callFactPath(hotelA.id, told, 'analysis'),
      Buffer.from(JSON.stringify({ provider: 'elevenlabs', status: 'ended', language: 'fr-FR' })),
      'application/json',
    );
    await put(hotelA.id, told, 'transcript', sampleTranscript());
    const toldRow = await rowWhere(hotelA.id, told, (x) => x.turn_count === 3 && x.language !== null);
    expect(toldRow).toMatchObject({ language: 'fr', language_source: 'provider', provider: 'elevenlabs' });
  });

  it('when a call arrives through the signed ingest API, then its row appears', async () => {
    const callId = newCallId('frontdesk');
    const boundary = 'hvboundary';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="hotel_id"\r\n\r\n${hotelA.id}\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="call_id"\r\n\r\n${callId}\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="transcript"; filename="t.json"\r\nContent-Type: application/json\r\n\r\n`,
      ),
      sampleTranscript(),
      Buffer.from(
        `\r\n--${boundary}\r\nContent-Disposition: form-data; name="recording"; filename="r.ogg"\r\nContent-Type: audio/ogg\r\n\r\n`,
      ),
      sampleRecording,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const { default: request } = await import('supertest');
    const res = await request(app.app)
      .post('/api/ingest/calls')
      .set('content-type', `multipart/form-data; boundary=${boundary}`)
      .set('x-hotelvoice-signature', ingestSignature(app.config.ingestHmacSecret, body))
      .send(body);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ callId });
    const r = await rowWhere(hotelA.id, callId, (x) => x.recording_path !== null && x.turn_count === 3);
    expect(r.duration_estimated).toBe(false);
  });

  it('when the recording arrives before the transcript or after it, then both calls end with the same values', async () => {
    const first = newCallId('order');
    const second = first.replace(/^t/, 'u');
    await put(hotelA.id, first, 'recording', sampleRecording);
    await rowWhere(hotelA.id, first, (x) => x.recording_path !== null);
    await put(hotelA.id, first, 'transcript', sampleTranscript());
    await put(hotelA.id, second, 'transcript', sampleTranscript());
    await rowWhere(hotelA.id, second, (x) => x.turn_count === 3);
    await put(hotelA.id, second, 'recording', sampleRecording);
    const done = (x: Row) => x.turn_count === 3 && x.recording_path !== null;
    const [a, b] = await Promise.all([rowWhere(hotelA.id, first, done), rowWhere(hotelA.id, second, done)]);
    const pick = (x: Row) => ({
      started: (x.started_at as Date).getTime(),
      ended: (x.ended_at as Date).getTime(),
      duration: x.duration_seconds,
      estimated: x.duration_estimated,
      transcript: x.transcript,
      turns: x.turn_count,
      sizes: [x.transcript_size, x.recording_size],
    });
    expect(pick(a)).toEqual(pick(b));
  });

  it('when the same objects are written again, then the row keeps its values and is not announced again', async () => {
    const callId = newCallId('dup');
    await put(hotelA.id, callId, 'transcript', sampleTranscript());
    const before = await rowWhere(hotelA.id, callId, (x) => x.turn_count === 3);
    await put(hotelA.id, callId, 'transcript', sampleTranscript());
    // A later call proves the queue moved past the duplicate.
    const marker = newCallId('marker');
    await put(hotelA.id, marker, 'transcript', sampleTranscript());
    await rowWhere(hotelA.id, marker, (x) => x.turn_count === 3);
    await eventually(
      async () =>
        (await app.deps.queues.callIngest.getJobState(callIngestJobId({ hotelId: hotelA.id, callId }))) === 'unknown'
          ? true
          : undefined,
      'the duplicate job to finish',
    );
    const after = await row(hotelA.id, callId);
    expect(after?.updated_at).toEqual(before.updated_at);
    expect(after?.transcript).toEqual(before.transcript);
    expect(socketA.events.filter((e) => e.callId === callId)).toHaveLength(1);
  });

  it('when the transcript is malformed JSON, then the row carries the reason and the job fails once, for good', async () => {
    const callId = newCallId('bad');
    await put(hotelA.id, callId, 'transcript', Buffer.from('[{"role": "user", "content": ["cut off'));
    const r = await rowWhere(hotelA.id, callId, (x) => x.failure_reason !== null);
    expect(r.failure_reason).toMatch(/malformed transcript/);
    const job = await failedJob(app.deps.queues.callIngest, callIngestJobId({ hotelId: hotelA.id, callId }));
    expect(job.failedReason).toMatch(/malformed transcript/);
    expect(job.attemptsMade).toBe(1);
  });

  it('when the JSON is not a transcript or the hotel is unknown, then the job fails for good with the reason', async () => {
    const callId = newCallId('nota');
    await put(hotelA.id, callId, 'transcript', Buffer.from('{"hello":"world"}'));
    expect((await rowWhere(hotelA.id, callId, (x) => x.failure_reason !== null)).failure_reason).toMatch(
      /not a transcript/,
    );
    const ghost = crypto.randomUUID();
    const ghostCall = newCallId('ghost');
    await put(ghost, ghostCall, 'transcript', sampleTranscript());
    const job = await failedJob(
      app.deps.queues.callIngest,
      callIngestJobId({ hotelId: ghost, callId: ghostCall }),
      'the failed job of the unknown hotel',
    );
    expect(job.failedReason).toBe(`unknown hotel: ${ghost}`);
    expect(job.attemptsMade).toBe(1);
  });

  it('when the recording is truncated, then the call falls back to 60 s and is marked estimated; without a recording no duration is made up', async () => {
    const truncated = newCallId('trunc');
    await put(hotelA.id, truncated, 'recording', sampleRecording.subarray(0, Math.floor(sampleRecording.length / 2)));
    await put(hotelA.id, truncated, 'transcript', sampleTranscript());
    const missing = newCallId('norec');
    await put(hotelA.id, missing, 'transcript', sampleTranscript());
    const t = await rowWhere(hotelA.id, truncated, (x) => x.turn_count === 3 && x.recording_path !== null);
    const m = await rowWhere(hotelA.id, missing, (x) => x.turn_count === 3);
    expect(t.duration_estimated).toBe(true);
    expect(Number(t.duration_seconds)).toBe(60);
    expect((t.ended_at as Date).getTime() - (t.started_at as Date).getTime()).toBe(60_000);
    expect(m.recording_path).toBeNull();
    expect(m.duration_seconds).toBeNull();
    expect(m.ended_at).toBeNull();
    expect(m.duration_estimated).toBe(false);
  });
});
