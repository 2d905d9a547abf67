import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hotelVoiceCallId,
  signedRequest,
  vapiEvents,
  type SimulatedCall,
} from '../../../../scripts/lib/provider-payloads.ts';
import { eventually } from '../../../../test/support/eventually.ts';
import { createHotel } from '../../../../test/support/factories.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { startTestWorker } from '../../../../test/support/worker-process.ts';

const secrets = { elevenlabs: 'wsec_test_live_words', retell: 'key_test_live_words', vapi: 'vapi_live_words' };
type Row = Record<string, unknown>;

/** Decision 090: a Vapi call shows the caller's words as they arrive; its report's transcript replaces them. */
describe('the words so far of a live Vapi call (real worker)', () => {
  let app: TestApp;
  let worker: Awaited<ReturnType<typeof startTestWorker>>;
  let hotelId: string;

  beforeAll(async () => {
    app = createTestApp({ env: { VAPI_WEBHOOK_SECRET: secrets.vapi } });
    hotelId = (await createHotel(app.deps.pool, { name: 'Live Words Hotel' })).id;
    worker = await startTestWorker(app);
  }, 60_000);
  afterAll(async () => {
    await worker?.stop();
    await app?.close();
  });

  let sequence = 0;
  const call: () => SimulatedCall = () => ({
    providerCallId: `words${Date.now().toString(36)}${++sequence}`,
    hotelId,
    startedAt: new Date(Date.now() - 30_000),
    durationSeconds: 25,
    callerNumber: '+14155550188',
    turns: [
      { role: 'assistant', text: 'Live Words Hotel, how can I help?', offset: 0 },
      { role: 'user', text: 'I want to complain about the noise in my room.', offset: 3 },
      { role: 'assistant', text: 'I am sorry, I will move you to a quiet room.', offset: 8 },
    ],
    summary: 'The caller complained about noise and was moved.',
    successful: true,
    sentiment: 'Neutral',
  });
  const send = async (event: unknown) => {
    const req = signedRequest('vapi', secrets, event);
    const res = await request(app.app).post(req.path).set(req.headers).send(req.body);
    expect([202, 204]).toContain(res.status);
  };
  const row = (callId: string, ready: (r: Row) => boolean, what: string) =>
    eventually(async () => {
      const { rows } = await app.deps.pool.query<Row>(
        'select * from public.call_logs where hotel_id = $1 and call_id = $2',
        [hotelId, callId],
      );
      return rows[0] && ready(rows[0]) ? rows[0] : undefined;
    }, `call ${callId}: ${what}`);
  it('when updates come during the call, out of order, then the row is live with the caller’s first words, unjudged, until the report’s transcript replaces them', async () => {
    const simulated = call();
    const callId = hotelVoiceCallId('vapi', simulated.providerCallId);
    const events = vapiEvents(simulated);
    const [greeting, question, answer] = events.conversationUpdates;

    await send(events.inProgress);
    await send(greeting);
    const waiting = await row(callId, (r) => (r.fact_paths as string[]).length === 2, 'live with the greeting');
    expect(waiting).toMatchObject({ status: 'in_progress', transcript_preview: '', turn_count: 0 });

    await send(answer);
    await send(question);
    const live = await row(callId, (r) => r.turn_count === 3, 'live with its words');
    expect(live).toMatchObject({
      status: 'in_progress',
      transcript_preview: 'I want to complain about the noise in my room.',
      transcript_path: null,
      resolution: null,
      follow_up_reasons: [],
      topics: [],
    });

    await send(events.ended);
    await send(events.report);
    const reported = await row(callId, (r) => r.summary === simulated.summary, 'judged on its report');
    expect(reported.transcript_path).not.toBeNull();
    expect(reported.resolution).not.toBeNull();
    expect(reported.transcript_preview).toBe('I want to complain about the noise in my room.');
  });

  it('when an update arrives after the report, then the report’s transcript and judgement stand', async () => {
    const simulated = call();
    const callId = hotelVoiceCallId('vapi', simulated.providerCallId);
    const events = vapiEvents(simulated);
    await send(events.inProgress);
    await send(events.ended);
    await send(events.report);
    const reported = await row(callId, (r) => r.summary === simulated.summary, 'judged on its report');

    // Vapi may deliver an update late; its object is then among the call's facts, and nothing else changed.
    const late = events.conversationUpdates[1]!;
    await send({ message: { ...late.message, timestamp: Date.now() } });
    const after = await row(
      callId,
      (r) => (r.fact_paths as string[]).some((path) => path.endsWith('.conversation.json')),
      'the late update seen',
    );
    for (const column of ['status', 'summary', 'transcript', 'turn_count', 'resolution', 'follow_up_reasons'])
      expect(after[column]).toEqual(reported[column]);
  });
});
