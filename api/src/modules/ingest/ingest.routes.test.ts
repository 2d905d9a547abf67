import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCallId, sampleRecording, sampleTranscript } from '../../../../test/support/calls.ts';
import { createHotel } from '../../../../test/support/factories.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { signIngestBody } from '../../platform/http/signatures.ts';
import { callObjectPaths } from '../../contracts/call-objects.ts';

const boundary = 'hvtestboundary';
type Fields = Record<string, string>;
function multipart(fields: Record<string, string>, files: Record<string, Buffer> = {}): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const [name, body] of Object.entries(files)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.bin"\r\n\r\n`),
      body,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(parts);
}

describe.each(['redis', 'postgres'] as const)('POST /api/ingest/calls (%s backend)', (backend) => {
  let app: TestApp;
  let hotelId: string;
  beforeAll(async () => {
    app = createTestApp({ queueBackend: backend });
    hotelId = (await createHotel(app.deps.pool)).id;
  });
  afterAll(() => app.close());

  const post = (body: Buffer, signature: string) =>
    request(app.app)
      .post('/api/ingest/calls')
      .set('content-type', `multipart/form-data; boundary=${boundary}`)
      .set('x-hotelvoice-signature', signature)
      .send(body);
  const sign = (body: Buffer, nowMs?: number) => signIngestBody(app.config.ingestHmacSecret, body, nowMs);
  const storedNames = async (callId: string) =>
    (
      await app.deps.pool.query(`select name from storage.objects where bucket_id = 'calls' and name like $1`, [
        `%/${callId}.%`,
      ])
    ).rows;

  /** Rows the replay guard keeps for this header's digest. */
  const rememberedSignatures = async (header: string) =>
    (
      await app.deps.pool.query('select 1 from public.ingest_signatures where signature = $1', [
        `ingest:${/v1=([0-9a-f]{64})/.exec(header)![1]}`,
      ])
    ).rowCount;

  it('when a signed call arrives, then 202 answers its id and both objects are stored in the layout', async () => {
    const callId = newCallId();
    const body = multipart(
      { hotel_id: hotelId, call_id: callId },
      { transcript: sampleTranscript(), recording: sampleRecording },
    );
    const res = await post(body, sign(body));
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ callId });
    expect((await storedNames(callId)).map((r) => r.name).sort()).toEqual([
      callObjectPaths(hotelId, callId).recording,
      callObjectPaths(hotelId, callId).transcript,
    ]);
  });

  it('when no call id is sent, then one is generated in the <prefix>_{room}_{date}_{time} form', async () => {
    const body = multipart({ hotel_id: hotelId, room: 'suite-7', transcript: sampleTranscript().toString() });
    const res = await post(body, sign(body));
    expect(res.status).toBe(202);
    expect(res.body.callId).toMatch(/^call-[0-9a-f]{8}_suite-7_\d{8}_\d{6}$/);
  });

  it('when the signature is wrong, then 401 and nothing is stored', async () => {
    const callId = newCallId();
    const body = multipart({ hotel_id: hotelId, call_id: callId }, { transcript: sampleTranscript() });
    const res = await post(body, signIngestBody('another-secret-entirely', body));
    expect(res.status).toBe(401);
    expect(res.body.error.details.reason).toBe('bad_signature');
    expect(await storedNames(callId)).toEqual([]);
  });

  it('when the signature is older than five minutes, then 401 says it is stale', async () => {
    const body = multipart({ hotel_id: hotelId, call_id: newCallId() }, { transcript: sampleTranscript() });
    const res = await post(body, sign(body, Date.now() - 6 * 60 * 1000));
    expect(res.status).toBe(401);
    expect(res.body.error.details.reason).toBe('stale_signature');
  });

  it('when the body ends inside the recording part, then 400 answers and nothing is stored or crashed', async () => {
    const callId = newCallId();
    const whole = multipart(
      { hotel_id: hotelId, call_id: callId },
      { transcript: sampleTranscript(), recording: sampleRecording },
    );
    const cut = whole.subarray(0, whole.length - 2000); // no closing boundary: busboy fails the open file part
    const res = await post(cut, sign(cut));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('The upload is not a well-formed multipart body.');
    expect(await storedNames(callId)).toEqual([]);
  });

  it('when the same signed request is sent twice, then the replay is refused', async () => {
    const body = multipart({ hotel_id: hotelId, call_id: newCallId() }, { transcript: sampleTranscript() });
    const signature = sign(body);
    expect((await post(body, signature)).status).toBe(202);
    const replay = await post(body, signature);
    expect(replay.status).toBe(401);
    expect(replay.body.error.details.reason).toBe('replayed');
  });

  it('when the transcript is over 2 MB, then 413 gives the reason and nothing is stored', async () => {
    const callId = newCallId();
    const big = Buffer.from(JSON.stringify([{ role: 'user', content: ['x'.repeat(2 * 1024 * 1024)] }]));
    const body = multipart({ hotel_id: hotelId, call_id: callId }, { transcript: big, recording: sampleRecording });
    const res = await post(body, sign(body));
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe('The transcript is larger than 2 MB.');
    expect(await storedNames(callId)).toEqual([]);
  });

  it('when the transcript is malformed, the recording is not Ogg or the hotel unknown, then 4xx and nothing is stored', async () => {
    const cases = [
      {
        fields: { hotel_id: hotelId },
        files: { transcript: Buffer.from('[{"role":') },
        status: 400,
        message: /malformed/,
      },
      {
        fields: { hotel_id: hotelId },
        files: { transcript: Buffer.from('{"a":1}') },
        status: 400,
        message: /not a transcript/,
      },
      {
        fields: { hotel_id: hotelId },
        files: { transcript: sampleTranscript(), recording: Buffer.from('RIFFxxxxWAVE') },
        status: 415,
        message: /Ogg/,
      },
      {
        fields: { hotel_id: crypto.randomUUID() },
        files: { transcript: sampleTranscript() },
        status: 404,
        message: /Unknown hotel/,
      },
      {
        fields: { hotel_id: hotelId, call_id: '../etc' },
        files: { transcript: sampleTranscript() },
        status: 400,
        message: /call_id/,
      },
      { fields: { hotel_id: hotelId }, files: {}, status: 400, message: /transcript part is missing/ },
    ];
    for (const c of cases) {
      const callId = newCallId();
      const body = multipart({ call_id: callId, ...c.fields }, c.files as Record<string, Buffer>);
      const res = await post(body, sign(body));
      expect(res.status, JSON.stringify(res.body)).toBe(c.status);
      expect(res.body.error.message).toMatch(c.message);
      expect(await storedNames(callId)).toEqual([]);
    }
  });

  it('when a transcript turn holds a NUL character, then 400 says so and nothing is stored', async () => {
    const callId = newCallId();
    const body = multipart(
      { hotel_id: hotelId, call_id: callId },
      { transcript: sampleTranscript('A room\u0000 for tonight.') },
    );
    const res = await post(body, sign(body));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('malformed transcript: text must not contain NUL characters');
    expect(await storedNames(callId)).toEqual([]);
  });

  it('when a transcript turn holds a lone UTF-16 surrogate, then 400 says so and nothing is stored', async () => {
    const callId = newCallId();
    const transcript = Buffer.from('[{"role":"user","content":["\\ud800 x"]}]');
    const body = multipart({ hotel_id: hotelId, call_id: callId }, { transcript });
    const res = await post(body, sign(body));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(
      'malformed transcript: text must not contain a lone UTF-16 surrogate (\\ud800–\\udfff without its pair)',
    );
    expect(await storedNames(callId)).toEqual([]);
  });

  it.each([
    [
      'a lone UTF-16 surrogate',
      '{"summary":"\\udc00 x"}',
      'text must not contain a lone UTF-16 surrogate (\\ud800–\\udfff without its pair)',
    ],
    [
      'structured data nested 100,000 levels deep',
      `{"structured_data":{"deep":${'['.repeat(100_000)}${']'.repeat(100_000)}}}`,
      'JSON must not nest deeper than 64 levels',
    ],
  ])('when the analysis part holds %s, then 400 says so and nothing is stored', async (_what, analysis, problem) => {
    const callId = newCallId();
    const body = multipart(
      { hotel_id: hotelId, call_id: callId },
      { transcript: sampleTranscript(), analysis: Buffer.from(analysis) },
    );
    const res = await post(body, sign(body));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(`The analysis part cannot be taken in: ${problem}.`);
    expect(await storedNames(callId)).toEqual([]);
  });

  it('when the analysis gives a card number as the caller number, then the stored facts hold it removed', async () => {
    const callId = newCallId();
    const analysis = Buffer.from(JSON.stringify({ caller_number: '4111 1111 1111 1111', summary: 'Booked.' }));
    const body = multipart({ hotel_id: hotelId, call_id: callId }, { transcript: sampleTranscript(), analysis });
    expect((await post(body, sign(body))).status).toBe(202);
    const facts = JSON.parse(
      (await app.deps.storage.get('calls', callObjectPaths(hotelId, callId).facts.analysis)).toString(),
    );
    expect(facts).toMatchObject({ provider: 'ingest', callerNumber: '[card number removed]', summary: 'Booked.' });
  });

  it('when a signed request is refused as invalid, then the same request again gets the same answer, not a replay refusal', async () => {
    const cases = [
      { fields: { hotel_id: crypto.randomUUID() }, files: { transcript: sampleTranscript() }, status: 404 },
      { fields: { hotel_id: 'not-a-uuid' }, files: { transcript: sampleTranscript() }, status: 400 },
      { fields: { hotel_id: hotelId, call_id: '../etc' }, files: { transcript: sampleTranscript() }, status: 400 },
      { fields: { hotel_id: hotelId }, files: { transcript: Buffer.from('{"a":1}') }, status: 400 },
      {
        fields: { hotel_id: hotelId },
        files: { transcript: sampleTranscript(), recording: Buffer.from('RIFFxxxxWAVE') },
        status: 415,
      },
      { fields: { hotel_id: hotelId }, files: {}, status: 400 },
    ];
    for (const c of cases) {
      const body = multipart({ call_id: newCallId(), ...c.fields }, c.files as Record<string, Buffer>);
      const signature = sign(body);
      const first = await post(body, signature);
      const again = await post(body, signature);
      expect(first.status, JSON.stringify(first.body)).toBe(c.status);
      expect(again.status, JSON.stringify(again.body)).toBe(c.status);
      expect(again.body).toEqual(first.body);
      expect(await rememberedSignatures(signature)).toBe(0);
    }
  });

  it('when storing the call fails, then the same signed request sent again is accepted and stored', async () => {
    const hotel = (await createHotel(app.deps.pool)).id;
    const callId = newCallId();
    const body = multipart(
      { hotel_id: hotel, call_id: callId },
      { transcript: sampleTranscript(), recording: sampleRecording },
    );
    const signature = sign(body);
    // A file where the hotel's folder belongs: the storage write fails as on a full or broken disk.
    const hotelFolder = path.join(app.dataDir, 'storage', 'calls', 'hotels', hotel);
    fs.mkdirSync(path.dirname(hotelFolder), { recursive: true });
    fs.writeFileSync(hotelFolder, 'not a folder');
    const failed = await post(body, signature);
    expect(failed.status).toBe(500);
    expect(await rememberedSignatures(signature)).toBe(0);
    fs.rmSync(hotelFolder);
    const retried = await post(body, signature);
    expect(retried.status, JSON.stringify(retried.body)).toBe(202);
    expect(retried.body).toEqual({ callId });
    expect((await storedNames(callId)).map((r) => r.name).sort()).toEqual([
      callObjectPaths(hotel, callId).recording,
      callObjectPaths(hotel, callId).transcript,
    ]);
    expect(await rememberedSignatures(signature)).toBe(1);
    const replay = await post(body, signature);
    expect(replay.status).toBe(401);
    expect(replay.body.error.details.reason).toBe('replayed');
  });

  it.each([
    ['two transcript file parts', 'transcript', (f: Fields) => multipart(f, { transcript: sampleTranscript() })],
    ['a transcript file and field', 'transcript', (f: Fields) => multipart({ ...f, transcript: 'x' })],
    ['two hotel_id fields', 'hotel_id', (f: Fields) => multipart({ ...f, hotel_id: hotelId })],
    ['two recordings', 'recording', (f: Fields) => multipart(f, { recording: sampleRecording })],
  ])('when a signed body holds %s, then 400 names the duplicate and nothing is stored', async (_what, name, build) => {
    const callId = newCallId();
    const fields = { hotel_id: hotelId, call_id: callId };
    // A body with one of each part, then the extra part spliced in before its closing boundary.
    const first =
      name === 'recording'
        ? multipart({ ...fields, transcript: sampleTranscript().toString() }, { recording: sampleRecording })
        : multipart(fields, { transcript: sampleTranscript() });
    const extra = build({});
    const closing = `--${boundary}--\r\n`.length;
    const body = Buffer.concat([first.subarray(0, first.length - closing), extra]);
    const res = await post(body, sign(body));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(`The upload holds "${name}" more than once.`);
    expect(await storedNames(callId)).toEqual([]);
  });

  it('when the signature header is missing, then 401 before the body is read', async () => {
    const res = await request(app.app).post('/api/ingest/calls').send({ hotel_id: hotelId });
    expect(res.status).toBe(401);
    expect(res.body.error.details.reason).toBe('missing_signature');
  });
});
