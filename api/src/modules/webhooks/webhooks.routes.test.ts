import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  elevenLabsEvents,
  retellEvents,
  signedRequest,
  signElevenLabs,
  signRetell,
  vapiEvents,
  type Provider,
  type SimulatedCall,
} from '../../../../scripts/lib/provider-payloads.ts';
import { callObjectPaths, providerAudioBase64Type } from '../../contracts/call-objects.ts';
import { createHotel } from '../../../../test/support/factories.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';

const secrets = {
  elevenlabs: 'wsec_test_elevenlabs_secret',
  retell: 'key_test_retell_api_key',
  vapi: 'vapi_secret_x1',
};

let app: TestApp;
let hotelId: string;
beforeAll(async () => {
  app = createTestApp({
    env: {
      ELEVENLABS_WEBHOOK_SECRET: secrets.elevenlabs,
      RETELL_API_KEY: secrets.retell,
      VAPI_WEBHOOK_SECRET: secrets.vapi,
    },
  });
  hotelId = (await createHotel(app.deps.pool)).id;
});
afterAll(() => app.close());

let sequence = 0;
const newCall = (overrides: Partial<SimulatedCall> = {}): SimulatedCall => ({
  providerCallId: `wh${Date.now().toString(36)}${++sequence}`,
  hotelId,
  startedAt: new Date(Date.UTC(2025, 1, 14, 12, 48, 17)),
  durationSeconds: 22,
  callerNumber: '+14155550123',
  turns: [
    { role: 'assistant', text: 'Hello, Harbor View Hotel, how can I help?', offset: 0 },
    { role: 'user', text: 'Do you have parking?', offset: 4 },
  ],
  summary: 'Parking question.',
  successful: true,
  ...overrides,
});

const post = (path: string, headers: Record<string, string>, body: string) =>
  request(app.app).post(path).set(headers).send(body);
const send = (provider: Provider, event: unknown, nowMs?: number) => {
  const req = signedRequest(provider, secrets, event, nowMs);
  return post(req.path, req.headers, req.body);
};
const stored = async (fragment: string) =>
  (
    await app.deps.pool.query<{ name: string }>(
      `select name from storage.objects where bucket_id = 'calls' and name like $1 order by name`,
      [`%${fragment}%`],
    )
  ).rows.map((r) => r.name);
const json = async (path: string) => JSON.parse((await app.deps.storage.get('calls', path)).toString());

describe('provider webhooks', () => {
  it('when ElevenLabs posts a signed transcription, then the transcript and the analysis fact are stored under the hotel', async () => {
    const call = newCall();
    const res = await send('elevenlabs', elevenLabsEvents(call).transcription);
    expect(res.status).toBe(202);
    expect(res.body.callId).toBe(`elevenlabs-${call.providerCallId}`);
    const base = `hotels/${hotelId}`;
    expect(await json(`${base}/transcripts/${res.body.callId}.json`)).toEqual([
      { role: 'assistant', content: ['Hello, Harbor View Hotel, how can I help?'], offset: 0 },
      { role: 'user', content: ['Do you have parking?'], offset: 4 },
    ]);
    expect(await json(`${base}/facts/${res.body.callId}.analysis.json`)).toEqual({
      provider: 'elevenlabs',
      status: 'ended',
      startedAt: '2025-02-14T12:48:17.000Z',
      endedAt: '2025-02-14T12:48:39.000Z',
      summary: 'Parking question.',
      outcome: 'success',
      endReason: 'Call ended by remote party',
      callerNumber: '+14155550123',
      structuredData: { wants_booking: true },
    });
  });

  it("when ElevenLabs names the conversation's main language, then the analysis fact carries it", async () => {
    const res = await send('elevenlabs', elevenLabsEvents(newCall({ language: 'de' })).transcription);
    expect(res.status).toBe(202);
    expect(await json(callObjectPaths(hotelId, res.body.callId).facts.analysis)).toMatchObject({ language: 'de' });
  });

  it('when ElevenLabs posts the audio, which names no hotel, then its base64 is kept as sent by the conversation id', async () => {
    const mp3 = Buffer.from('ID3 pretend mp3 bytes');
    const call = newCall({ audio: mp3 });
    const res = await send('elevenlabs', elevenLabsEvents(call).audio);
    expect(res.status).toBe(202);
    const path = `provider-audio/elevenlabs-${call.providerCallId}.audio`;
    expect((await app.deps.storage.get('calls', path)).toString()).toBe(mp3.toString('base64'));
    expect((await app.deps.storage.stat('calls', path))?.contentType).toBe(providerAudioBase64Type);
  });

  it('when the audio is larger than what is parsed in the request, then its bytes are stored untouched, escapes and all', async () => {
    const mp3 = Buffer.alloc(400 * 1024, 0xfb);
    const call = newCall({ audio: mp3 });
    // Some JSON writers escape "/", which base64 uses: the stored text keeps the escape for the worker to undo.
    const body = JSON.stringify(elevenLabsEvents(call).audio).replaceAll('/', '\\/');
    const res = await post(
      '/api/webhooks/elevenlabs',
      {
        'content-type': 'application/json',
        'elevenlabs-signature': signElevenLabs(secrets.elevenlabs, body),
      },
      body,
    );
    expect(res.status).toBe(202);
    const text = (
      await app.deps.storage.get('calls', `provider-audio/elevenlabs-${call.providerCallId}.audio`)
    ).toString();
    expect(text).toContain('\\/');
    // (Buffer.equals: a deep toEqual walks 400 KB element by element.)
    expect(Buffer.from(JSON.parse(`"${text}"`) as string, 'base64').equals(mp3)).toBe(true);
  });

  it('when an audio event carries another large string, then the body is parsed whole and checked as such', async () => {
    const call = newCall({ audio: Buffer.from('ID3 short') });
    const event = elevenLabsEvents(call).audio!;
    const hugeId = { ...event, data: { ...event.data, conversation_id: 'c'.repeat(300 * 1024) } };
    expect((await send('elevenlabs', hugeId)).status).toBe(400);
    const extra = { ...event, data: { ...event.data, agent_notes: 'n'.repeat(300 * 1024) } };
    expect((await send('elevenlabs', extra)).status).toBe(202);
    const text = await app.deps.storage.get('calls', `provider-audio/elevenlabs-${call.providerCallId}.audio`);
    expect(text.toString()).toBe(Buffer.from('ID3 short').toString('base64'));
  });

  it('when a signed ElevenLabs transcription carries a very long message, then it is parsed whole, not set aside', async () => {
    const long = `I need ${'a very quiet room '.repeat(20_000)}please.`;
    const call = newCall({ turns: [{ role: 'user', text: long, offset: 0 }] });
    const res = await send('elevenlabs', elevenLabsEvents(call).transcription);
    expect(res.status).toBe(202);
    const transcript = await json(callObjectPaths(hotelId, `elevenlabs-${call.providerCallId}`).transcript);
    expect(transcript[0].content[0]).toBe(long);
  });

  it('when Retell posts call_started, call_ended and call_analyzed, then each stores its own fact', async () => {
    const call = newCall({ recordingUrl: 'https://dxc03zgurdly9.cloudfront.net/abc/recording.wav' });
    const events = retellEvents(call);
    for (const event of [events.started, events.ended, events.analyzed])
      expect((await send('retell', event)).status).toBe(202);
    const id = `retell-${call.providerCallId}`;
    expect(await stored(id)).toEqual([
      callObjectPaths(hotelId, id).facts.analysis,
      callObjectPaths(hotelId, id).facts.ended,
      callObjectPaths(hotelId, id).facts.started,
      callObjectPaths(hotelId, id).transcript,
    ]);
    expect(await json(callObjectPaths(hotelId, id).facts.started)).toMatchObject({ status: 'in_progress' });
    expect(await json(callObjectPaths(hotelId, id).facts.analysis)).toMatchObject({
      recordingUrl: call.recordingUrl,
      sentiment: 'positive',
      outcome: 'success',
      transferred: false,
    });
  });

  it('when Vapi posts status updates and the end-of-call report with its server secret, then they are stored', async () => {
    const call = newCall({ recordingUrl: 'https://storage.vapi.ai/abc-mono.wav', startedAt: new Date() });
    const events = vapiEvents(call);
    for (const event of [events.inProgress, events.ended, events.report])
      expect((await send('vapi', event)).status).toBe(202);
    const id = `vapi-${call.providerCallId}`;
    expect(await json(callObjectPaths(hotelId, id).facts.analysis)).toMatchObject({
      provider: 'vapi',
      summary: call.summary,
      outcome: 'success',
      recordingUrl: call.recordingUrl,
      endReason: 'customer-ended-call',
    });
    const queued = { message: { ...events.inProgress.message, type: 'status-update', status: 'queued' } };
    expect((await send('vapi', queued)).status).toBe(204);
  });

  it.each(['elevenlabs', 'retell', 'vapi'] as const)(
    'when a %s request is signed with the wrong secret, is stale or is replayed, then 401 and nothing more is stored',
    async (provider) => {
      const call = newCall({ startedAt: new Date() });
      const event =
        provider === 'elevenlabs'
          ? elevenLabsEvents(call).transcription
          : provider === 'retell'
            ? retellEvents(call).ended
            : vapiEvents(call).report;
      const req = signedRequest(
        provider,
        { elevenlabs: 'wrong-secret', retell: 'wrong-key', vapi: 'wrong-vapi' },
        event,
      );
      const wrong = await post(req.path, req.headers, req.body);
      expect(wrong.status).toBe(401);
      expect(wrong.body.error.details.reason).toBe('bad_signature');

      // Vapi's secret is static: staleness is the message's own timestamp.
      const stale =
        provider === 'vapi'
          ? await send('vapi', vapiEvents({ ...call, startedAt: new Date(Date.now() - 3600_000) }).report)
          : await send(provider, event, Date.now() - 40 * 60 * 1000);
      expect(stale.status).toBe(401);
      expect(stale.body.error.details.reason).toBe('stale_signature');
      expect(await stored(call.providerCallId)).toEqual([]);

      const signed = signedRequest(provider, secrets, event);
      expect((await post(signed.path, signed.headers, signed.body)).status).toBe(202);
      const replay = await post(signed.path, signed.headers, signed.body);
      expect(replay.status).toBe(401);
      expect(replay.body.error.details.reason).toBe('replayed');
    },
  );

  it('when a signed body is malformed or lacks the hotel, then 400', async () => {
    const notJson = '{"type": "post_call_transcription",';
    const res = await post(
      '/api/webhooks/elevenlabs',
      { 'content-type': 'application/json', 'elevenlabs-signature': signElevenLabs(secrets.elevenlabs, notJson) },
      notJson,
    );
    expect(res.status).toBe(400);
    const noHotel = JSON.stringify(retellEvents(newCall({ hotelId: '' })).ended);
    const res2 = await post(
      '/api/webhooks/retell',
      { 'content-type': 'application/json', 'x-retell-signature': signRetell(secrets.retell, noHotel) },
      noHotel,
    );
    expect(res2.status).toBe(400);
  });

  it('when the ElevenLabs signature header is missing, then 401 before the body is read', async () => {
    const res = await post('/api/webhooks/elevenlabs', { 'content-type': 'application/json' }, '{}');
    expect(res.status).toBe(401);
    expect(res.body.error.details.reason).toBe('missing_signature');
  });

  /** A provider's analysis event for `call`, as the body it sends (its structured data `{"wants_booking":true}`). */
  const analysisBody = (provider: Provider, call: SimulatedCall) =>
    JSON.stringify(
      provider === 'elevenlabs'
        ? elevenLabsEvents(call).transcription
        : provider === 'retell'
          ? retellEvents(call).analyzed
          : vapiEvents(call).report,
    );
  const postSigned = (provider: Provider, body: string) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (provider === 'elevenlabs') headers['elevenlabs-signature'] = signElevenLabs(secrets.elevenlabs, body);
    if (provider === 'retell') headers['x-retell-signature'] = signRetell(secrets.retell, body);
    if (provider === 'vapi') headers['x-vapi-secret'] = secrets.vapi;
    return post(`/api/webhooks/${provider}`, headers, body);
  };

  it.each(['elevenlabs', 'retell', 'vapi'] as const)(
    'when a signed %s transcript holds a lone UTF-16 surrogate, then 400 says so and nothing is stored',
    async (provider) => {
      const call = newCall({ startedAt: new Date(), turns: [{ role: 'user', text: '\ud800 x', offset: 1 }] });
      const body = analysisBody(provider, call);
      expect(body).toContain('"\\ud800 x"');
      const res = await postSigned(provider, body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(
        'The webhook body cannot be taken in: text must not contain a lone UTF-16 surrogate (\\ud800–\\udfff without its pair).',
      );
      expect(await stored(call.providerCallId)).toEqual([]);
    },
  );

  it.each(['elevenlabs', 'retell', 'vapi'] as const)(
    "when a signed %s analysis's structured data nests 100,000 levels deep, then 400 says so and nothing is stored",
    async (provider) => {
      const call = newCall({ startedAt: new Date() });
      const depth = 100_000;
      const body = analysisBody(provider, call).replace(
        /\{"wants_booking":(\{"data_collection_id":"wants_booking","value":true\}|true)\}/,
        `{"wants_booking":${'['.repeat(depth)}${']'.repeat(depth)}}`,
      );
      expect(body.length).toBeGreaterThan(2 * depth);
      const res = await postSigned(provider, body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(
        'The webhook body cannot be taken in: JSON must not nest deeper than 64 levels.',
      );
      expect(await stored(call.providerCallId)).toEqual([]);
    },
  );

  it.each(['elevenlabs', 'retell', 'vapi'] as const)(
    'when the %s caller number is a card number, then the stored facts hold it removed',
    async (provider) => {
      const call = newCall({ startedAt: new Date(), callerNumber: '+4111 1111 1111 1111' });
      const res = await postSigned(provider, analysisBody(provider, call));
      expect(res.status).toBe(202);
      expect(await json(callObjectPaths(hotelId, res.body.callId).facts.analysis)).toMatchObject({
        callerNumber: '[card number removed]',
      });
    },
  );

  it('when a signed webhook is refused for an unknown hotel, then sending it again gets the same answer, not a replay refusal', async () => {
    const req = signedRequest('retell', secrets, retellEvents(newCall({ hotelId: randomUUID() })).ended);
    const first = await post(req.path, req.headers, req.body);
    const again = await post(req.path, req.headers, req.body);
    expect(first.status).toBe(404);
    expect(again.status).toBe(404);
    expect(again.body).toEqual(first.body);
  });
});
