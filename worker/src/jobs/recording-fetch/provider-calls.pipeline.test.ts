import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAudioServer, type AudioServer } from '../../../../scripts/lib/audio-server.ts';
import {
  elevenLabsEvents,
  hotelVoiceCallId,
  retellEvents,
  signedRequest,
  vapiEvents,
  type Provider,
  type SimulatedCall,
} from '../../../../scripts/lib/provider-payloads.ts';
import { makeRecording } from '../../../../test/support/audio.ts';
import { eventually } from '../../../../test/support/eventually.ts';
import { createHotel } from '../../../../test/support/factories.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { startTestWorker } from '../../../../test/support/worker-process.ts';
import { callObjectPaths } from '../../../../api/src/contracts/call-objects.ts';

const secrets = { elevenlabs: 'wsec_test_elevenlabs', retell: 'key_test_retell_api', vapi: 'vapi_test_server_secret' };
type Row = Record<string, unknown>;

describe('provider calls through a real worker (recordings, analysis, lifecycle)', () => {
  let app: TestApp;
  let worker: Awaited<ReturnType<typeof startTestWorker>>;
  let audio: AudioServer;
  let hotelId: string;
  const wav = makeRecording(4.25, 'wav');
  const mp3 = makeRecording(3.5, 'mp3');

  beforeAll(async () => {
    app = createTestApp({
      env: {
        ELEVENLABS_WEBHOOK_SECRET: secrets.elevenlabs,
        RETELL_API_KEY: secrets.retell,
        VAPI_WEBHOOK_SECRET: secrets.vapi,
      },
    });
    hotelId = (await createHotel(app.deps.pool)).id;
    audio = await startAudioServer();
    worker = await startTestWorker(app, {
      RECORDING_FETCH_LOCAL: 'true',
      RECORDING_HOSTS: '127.0.0.1',
      RECORDING_FETCH_TIMEOUT_MS: '1500',
      // Small, so the endless download reaches it well within the short timeout on a loaded machine.
      RECORDING_MAX_BYTES: String(1024 * 1024),
      RECONCILE_EVERY_MS: '1000',
    });
  }, 60_000);
  afterAll(async () => {
    await worker?.stop();
    await audio?.close();
    await app?.close();
  });

  let sequence = 0;
  const newCall = (overrides: Partial<SimulatedCall> = {}): SimulatedCall => ({
    providerCallId: `pc${Date.now().toString(36)}${++sequence}`,
    hotelId,
    startedAt: new Date(Date.now() - 60_000),
    durationSeconds: 42,
    callerNumber: '+14155550123',
    turns: [
      { role: 'assistant', text: 'Harbor View Hotel, how can I help?', offset: 0 },
      { role: 'user', text: 'Do you have a room on Friday?', offset: 3.2 },
      { role: 'assistant', text: 'Yes, a double room is free.', offset: 6.5 },
    ],
    summary: 'The caller asked for a room on Friday and was offered a double.',
    successful: true,
    sentiment: 'Positive',
    ...overrides,
  });

  const send = async (provider: Provider, event: unknown) => {
    const req = signedRequest(provider, secrets, event);
    const res = await request(app.app).post(req.path).set(req.headers).send(req.body);
    expect([202, 204]).toContain(res.status);
    return res;
  };
  const row = (callId: string) =>
    app.deps.pool
      .query<Row>(
        `select *, duration_seconds::float8 as seconds from public.call_logs where hotel_id = $1 and call_id = $2`,
        [hotelId, callId],
      )
      .then((r) => r.rows[0]);
  const rowWhere = (callId: string, ready: (r: Row) => boolean, timeoutMs?: number) =>
    eventually(
      async () => {
        const r = await row(callId);
        return r && ready(r) ? r : undefined;
      },
      `call ${callId}`,
      timeoutMs,
    );
  /** Ended, with the summary, the recording and the recording job's report on it. */
  const complete = (r: Row) =>
    r.status === 'ended' && r.recording_path !== null && r.summary !== null && r.recording_original_size !== null;

  it('when ElevenLabs sends the transcription and then the MP3, then one row has the summary and an Ogg Opus recording of the exact length', async () => {
    const call = newCall({ audio: mp3 });
    const events = elevenLabsEvents(call);
    await send('elevenlabs', events.transcription);
    await send('elevenlabs', events.audio);
    const r = await rowWhere(hotelVoiceCallId('elevenlabs', call.providerCallId), complete);
    expect(r).toMatchObject({
      provider: 'elevenlabs',
      outcome: 'success',
      summary: call.summary,
      caller_number: '+14155550123',
      recording_content_type: 'audio/ogg',
      duration_estimated: false,
      turn_count: 3,
      structured_data: { wants_booking: true },
    });
    expect(Math.abs((r.seconds as number) - 3.5)).toBeLessThanOrEqual(0.05);
    expect(Number(r.recording_original_size)).toBe(mp3.length);
    expect(Number(r.recording_size)).toBeLessThan(mp3.length);
    const stored = await app.deps.storage.get('calls', r.recording_path as string);
    expect(stored.subarray(0, 4).toString()).toBe('OggS');
    expect(stored.includes(Buffer.from('OpusHead'))).toBe(true);
  });

  it('when ElevenLabs sends the audio before the transcription, then the row ends the same', async () => {
    const call = newCall({ audio: mp3 });
    const events = elevenLabsEvents(call);
    await send('elevenlabs', events.audio);
    await send('elevenlabs', events.transcription);
    const r = await rowWhere(hotelVoiceCallId('elevenlabs', call.providerCallId), complete);
    expect(r).toMatchObject({ recording_content_type: 'audio/ogg', duration_estimated: false, outcome: 'success' });
    expect(Math.abs((r.seconds as number) - 3.5)).toBeLessThanOrEqual(0.05);
  });

  it('when Retell starts, ends and analyses a call, then the row goes live, ends and gets the WAV as Ogg Opus', async () => {
    audio.route('/retell/a.wav', { kind: 'file', body: wav, contentType: 'audio/wav' });
    const call = newCall({ recordingUrl: audio.url('/retell/a.wav'), sentiment: 'Neutral' });
    const callId = hotelVoiceCallId('retell', call.providerCallId);
    const events = retellEvents(call);
    await send('retell', events.started);
    const live = await rowWhere(callId, (r) => r.status === 'in_progress');
    expect(live).toMatchObject({ ended_at: null, duration_seconds: null, turn_count: 0 });
    await send('retell', events.ended);
    await send('retell', events.analyzed);
    const r = await rowWhere(callId, complete);
    expect(r).toMatchObject({
      sentiment: 'neutral',
      outcome: 'success',
      end_reason: 'user_hangup',
      transferred: false,
      recording_content_type: 'audio/ogg',
      duration_estimated: false,
    });
    expect(Math.abs((r.seconds as number) - 4.25)).toBeLessThanOrEqual(0.05);
    expect(Number(r.recording_original_size)).toBe(wav.length);
  });

  it('when Retell events arrive out of order and twice each, then there is one complete row, the same as in order', async () => {
    audio.route('/retell/b.wav', { kind: 'file', body: wav, contentType: 'audio/wav' });
    const call = newCall({ recordingUrl: audio.url('/retell/b.wav') });
    const callId = hotelVoiceCallId('retell', call.providerCallId);
    const events = retellEvents(call);
    for (const event of [events.analyzed, events.ended, events.started, events.analyzed, events.started, events.ended])
      await send('retell', event);
    const r = await rowWhere(callId, complete);
    expect(r).toMatchObject({ status: 'ended', turn_count: 3, summary: call.summary, sentiment: 'positive' });
    const { rows } = await app.deps.pool.query('select 1 from public.call_logs where call_id = $1', [callId]);
    expect(rows).toHaveLength(1);
    expect(audio.hits('/retell/b.wav')).toBe(1);
  });

  it('when the worker stopped after storing the original, then the original plays and is transcoded without a second download', async () => {
    audio.route('/retell/d.wav', { kind: 'file', body: wav, contentType: 'audio/wav' });
    const call = newCall({ recordingUrl: audio.url('/retell/d.wav') });
    const callId = hotelVoiceCallId('retell', call.providerCallId);
    // What the job leaves behind when it dies mid-transcode: the original at the recording's path, no fact.
    await app.deps.storage.put('calls', callObjectPaths(hotelId, callId).recording, wav, 'audio/wav');
    const playable = await rowWhere(callId, (r) => r.recording_path !== null);
    expect(playable).toMatchObject({ recording_content_type: 'audio/wav' });
    const events = retellEvents(call);
    await send('retell', events.ended);
    await send('retell', events.analyzed);
    const r = await rowWhere(callId, (row) => complete(row) && row.recording_content_type === 'audio/ogg');
    expect(Math.abs((r.seconds as number) - 4.25)).toBeLessThanOrEqual(0.05);
    expect(Number(r.recording_original_size)).toBe(wav.length);
    expect(audio.hits('/retell/d.wav')).toBe(0);
  });

  it('when Vapi reports in-progress, ended and the end-of-call report, then the row is complete with the recording', async () => {
    audio.route('/vapi/c.wav', { kind: 'file', body: wav, contentType: 'audio/wav' });
    const call = newCall({ recordingUrl: audio.url('/vapi/c.wav'), successful: false });
    const callId = hotelVoiceCallId('vapi', call.providerCallId);
    const events = vapiEvents(call);
    await send('vapi', events.inProgress);
    await rowWhere(callId, (r) => r.status === 'in_progress');
    await send('vapi', events.report);
    await send('vapi', events.ended);
    const r = await rowWhere(callId, complete);
    expect(r).toMatchObject({ provider: 'vapi', outcome: 'failure', end_reason: 'customer-ended-call', turn_count: 3 });
    expect(Math.abs((r.seconds as number) - 4.25)).toBeLessThanOrEqual(0.05);
  });

  it('when a live call passes two hours without an end, then reconcile marks it unknown; a late end still ends it', async () => {
    const call = newCall({ startedAt: new Date(Date.now() - 2 * 3600_000 + 3000) });
    const callId = hotelVoiceCallId('retell', call.providerCallId);
    await send('retell', retellEvents(call).started);
    await rowWhere(callId, (r) => r.status === 'in_progress');
    await rowWhere(callId, (r) => r.status === 'unknown', 15_000);
    await send('retell', retellEvents(call).ended);
    await rowWhere(callId, (r) => r.status === 'ended');
  });

  it.each([
    ['elevenlabs', 'no-answer', 'Missed: nobody answered'],
    ['retell', 'dial_busy', 'Missed: the line was busy'],
    ['vapi', 'customer-did-not-answer', 'Missed: nobody answered'],
  ] as const)(
    'when %s reports a call that never connected (%s), then it is failed with the reason in words',
    async (provider, code, words) => {
      const call = newCall({ failure: code, turns: [] });
      const callId = hotelVoiceCallId(provider, call.providerCallId);
      const event =
        provider === 'elevenlabs'
          ? elevenLabsEvents(call).failure
          : provider === 'retell'
            ? retellEvents(call).ended
            : vapiEvents(call).report;
      await send(provider, event);
      const r = await rowWhere(callId, (x) => x.status === 'failed');
      expect(r).toMatchObject({ failure_reason: words, end_reason: code, recording_path: null });
    },
  );

  it('when the recording is not audio ffmpeg can read, then the original is kept with its type and the call stays', async () => {
    const garbage = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4000, 7)]);
    audio.route('/retell/corrupt.wav', { kind: 'file', body: garbage, contentType: 'audio/wav' });
    const call = newCall({ recordingUrl: audio.url('/retell/corrupt.wav') });
    await send('retell', retellEvents(call).analyzed);
    const r = await rowWhere(hotelVoiceCallId('retell', call.providerCallId), complete);
    expect(r).toMatchObject({ recording_content_type: 'audio/wav', turn_count: 3, recording_error: null });
    expect(Number(r.recording_size)).toBe(garbage.length);
    // Not measurable: the provider's own timestamps give the duration.
    expect(r.seconds).toBe(42);
  });

  it.each([
    ['times out', { kind: 'hang' } as const, /took longer than/, 3],
    ['answers 500 three times', { kind: 'status', status: 500 } as const, /answered 500/, 3],
    ['is larger than the cap', { kind: 'endless' } as const, /larger than 1 MB/, 1],
    [
      'redirects to a host not allowed',
      { kind: 'redirect', location: 'http://localhost:9/x.wav' } as const,
      /redirects to another host/,
      1,
    ],
  ])(
    'when the download %s, then the call keeps its transcript and says why, and the worker lives on',
    async (_name, route, reason, tries) => {
      const path = `/fault/${++sequence}.wav`;
      audio.route(path, route);
      const call = newCall({ recordingUrl: audio.url(path) });
      await send('retell', retellEvents(call).analyzed);
      const r = await rowWhere(
        hotelVoiceCallId('retell', call.providerCallId),
        (x) => x.recording_error !== null,
        30_000,
      );
      expect(r.recording_error).toMatch(reason);
      expect(r).toMatchObject({ turn_count: 3, recording_path: null, recording_pending: false, summary: call.summary });
      expect(audio.hits(path)).toBe(tries);
      // The same worker still ingests the next call.
      const next = newCall();
      await send('retell', retellEvents(next).analyzed);
      await rowWhere(hotelVoiceCallId('retell', next.providerCallId), (x) => x.status === 'ended');
    },
    40_000,
  );
});
