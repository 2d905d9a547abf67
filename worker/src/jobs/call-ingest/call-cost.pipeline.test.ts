import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  elevenLabsCredits,
  elevenLabsEvents,
  hotelVoiceCallId,
  retellEvents,
  signedRequest,
  vapiEvents,
  type Provider,
  type SimulatedCall,
} from '../../../../scripts/lib/provider-payloads.ts';
import { eventually } from '../../../../test/support/eventually.ts';
import { createHotel } from '../../../../test/support/factories.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { startTestWorker } from '../../../../test/support/worker-process.ts';

const secrets = { elevenlabs: 'wsec_test_elevenlabs', retell: 'key_test_retell_api', vapi: 'vapi_test_server_secret' };
type Row = Record<string, unknown>;

/**
 * Decision 092: each platform's documented cost fields end up on the right call, exactly once,
 * whether the report with the cost arrives before or after the call's start and end.
 */
describe('the cost a platform reports reaches its call (real worker)', () => {
  let app: TestApp;
  let worker: Awaited<ReturnType<typeof startTestWorker>>;
  let hotelId: string;

  beforeAll(async () => {
    app = createTestApp({
      env: {
        ELEVENLABS_WEBHOOK_SECRET: secrets.elevenlabs,
        RETELL_API_KEY: secrets.retell,
        VAPI_WEBHOOK_SECRET: secrets.vapi,
      },
    });
    hotelId = (await createHotel(app.deps.pool, { name: 'Cost Pipeline Hotel' })).id;
    worker = await startTestWorker(app, { RECONCILE_EVERY_MS: '1000' });
  }, 60_000);
  afterAll(async () => {
    await worker?.stop();
    await app?.close();
  });

  let sequence = 0;
  const costedCall = (): SimulatedCall => ({
    providerCallId: `cost${Date.now().toString(36)}${++sequence}`,
    hotelId,
    startedAt: new Date(Date.now() - 5 * 60_000),
    durationSeconds: 120,
    callerNumber: '+14155550177',
    turns: [
      { role: 'assistant', text: 'Cost Hotel, how can I help?', offset: 0 },
      { role: 'user', text: 'Is breakfast included in the rate?', offset: 2 },
      { role: 'assistant', text: 'Yes, breakfast is included.', offset: 5 },
    ],
    summary: 'Breakfast question.',
    successful: true,
    reportsCost: true,
  });
  const send = async (provider: Provider, event: unknown) => {
    const req = signedRequest(provider, secrets, event);
    const res = await request(app.app).post(req.path).set(req.headers).send(req.body);
    expect(res.status).toBe(202);
  };
  const costOf = (callId: string, ready: (r: Row) => boolean) =>
    eventually(async () => {
      const { rows } = await app.deps.pool.query<Row>(
        `select cost_amount::float8 as amount, cost_currency as currency, cost_unit as unit, cost_parts as parts,
                summary, status
         from public.call_logs where hotel_id = $1 and call_id = $2`,
        [hotelId, callId],
      );
      return rows[0] && ready(rows[0]) ? rows[0] : undefined;
    }, `call ${callId}'s cost`);
  const costRollup = async (denomination: string) =>
    (
      await app.deps.pool.query<{ calls: number; amount: number }>(
        `select coalesce(sum(calls), 0)::int as calls, coalesce(sum(amount), 0)::float8 as amount
         from public.call_cost_rollups_daily where hotel_id = $1 and denomination = $2`,
        [hotelId, denomination],
      )
    ).rows[0]!;

  const retellParts = [
    { part: 'speech', amount: 0.14 },
    { part: 'llm', amount: 0.012 },
    { part: 'platform', amount: 0.01 },
    { part: 'telephony', amount: 0.03 },
  ];

  it.each([
    ['end first', ['started', 'ended', 'analyzed'] as const],
    ['analysis first', ['analyzed', 'ended', 'started'] as const],
  ])("Retell's call_cost in cents lands once as dollars, %s", async (_, order) => {
    const before = await costRollup('USD');
    const call = costedCall();
    const events = retellEvents(call);
    for (const name of order) await send('retell', events[name]);
    const callId = hotelVoiceCallId('retell', call.providerCallId);
    const row = await costOf(callId, (r) => r.summary !== null && r.status === 'ended');
    expect(row).toMatchObject({ amount: 0.192, currency: 'USD', unit: null, parts: retellParts });
    const after = await eventually(async () => {
      const now = await costRollup('USD');
      return now.calls === before.calls + 1 ? now : undefined;
    }, 'the USD rollup counts the call once');
    expect(after.amount).toBeCloseTo(before.amount + 0.192, 6);
  });

  it.each([
    ['report last', ['inProgress', 'ended', 'report'] as const],
    ['report first', ['report', 'inProgress', 'ended'] as const],
  ])("Vapi's cost and costs[] land once, %s", async (_, order) => {
    const before = await costRollup('USD');
    const call = costedCall();
    const events = vapiEvents(call);
    for (const name of order) await send('vapi', events[name]);
    const callId = hotelVoiceCallId('vapi', call.providerCallId);
    const row = await costOf(callId, (r) => r.summary !== null && r.amount !== null);
    expect(row).toMatchObject({
      amount: 0.249,
      currency: 'USD',
      parts: [
        { part: 'speech', amount: 0.092 },
        { part: 'llm', amount: 0.04 },
        { part: 'platform', amount: 0.1 },
        { part: 'telephony', amount: 0.017 },
      ],
    });
    await eventually(async () => {
      const now = await costRollup('USD');
      return now.calls === before.calls + 1 ? now : undefined;
    }, 'the USD rollup counts the call once');
  });

  it("ElevenLabs' metadata.cost lands as credits, never money", async () => {
    const call = costedCall();
    await send('elevenlabs', elevenLabsEvents(call).transcription);
    const callId = hotelVoiceCallId('elevenlabs', call.providerCallId);
    const row = await costOf(callId, (r) => r.amount !== null);
    expect(row).toMatchObject({ amount: elevenLabsCredits(call), currency: null, unit: 'credits', parts: null });
    expect((await costRollup('credits')).calls).toBe(1);
  });
});
