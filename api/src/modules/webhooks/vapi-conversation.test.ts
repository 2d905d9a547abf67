import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hotelVoiceCallId,
  signedRequest,
  vapiEvents,
  type SimulatedCall,
} from '../../../../scripts/lib/provider-payloads.ts';
import { createHotel } from '../../../../test/support/factories.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { callObjectPaths } from '../../contracts/call-objects.ts';

const secrets = { elevenlabs: 'wsec_test_live', retell: 'key_test_live', vapi: 'vapi_secret_live' };

let app: TestApp;
let hotelId: string;
beforeAll(async () => {
  app = createTestApp({ env: { VAPI_WEBHOOK_SECRET: secrets.vapi } });
  hotelId = (await createHotel(app.deps.pool)).id;
});
afterAll(() => app.close());

let sequence = 0;
const newCall = (): SimulatedCall => ({
  providerCallId: `live${Date.now().toString(36)}${++sequence}`,
  hotelId,
  startedAt: new Date(),
  durationSeconds: 20,
  callerNumber: '+14155550123',
  turns: [
    { role: 'assistant', text: 'Hello, Harbor View Hotel, how can I help?', offset: 0 },
    { role: 'user', text: 'Can I pay with 4111 1111 1111 1111?', offset: 4 },
    { role: 'assistant', text: 'Of course, at the front desk.', offset: 9 },
  ],
  summary: 'Payment question.',
  successful: true,
});

const send = (event: unknown, secret = secrets.vapi) => {
  const req = signedRequest('vapi', { ...secrets, vapi: secret }, event);
  return request(app.app).post(req.path).set(req.headers).send(req.body);
};
const conversationPath = (call: SimulatedCall) =>
  callObjectPaths(hotelId, hotelVoiceCallId('vapi', call.providerCallId)).facts.conversation;
const storedTexts = async (call: SimulatedCall) => {
  const facts = JSON.parse((await app.deps.storage.get('calls', conversationPath(call))).toString()) as {
    conversation: { text: string }[];
  };
  return facts.conversation.map((turn) => turn.text);
};

describe('Vapi conversation updates (decision 090)', () => {
  it('when Vapi sends conversation updates with its server secret, then the words so far are stored as the conversation fact, card numbers removed', async () => {
    const call = newCall();
    const updates = vapiEvents(call).conversationUpdates;
    expect((await send(updates[1])).status).toBe(202);
    const texts = await storedTexts(call);
    expect(texts).toHaveLength(2);
    expect(texts[0]).toBe('Hello, Harbor View Hotel, how can I help?');
    expect(texts[1]).not.toContain('4111 1111 1111 1111');
    expect((await app.deps.storage.get('calls', conversationPath(call))).toString()).not.toMatch(/4111/);
  });

  it('when updates arrive out of order, then the fullest one stays, whichever came last', async () => {
    const call = newCall();
    const [first, second, third] = vapiEvents(call).conversationUpdates;
    for (const update of [second, third, first]) expect((await send(update)).status).toBe(202);
    expect(await storedTexts(call)).toHaveLength(3);
    expect((await send(second)).status).toBe(401);
    expect(await storedTexts(call)).toHaveLength(3);
  });

  it('when an update comes with the wrong secret or is stale, then 401 and nothing is stored', async () => {
    const call = newCall();
    const update = vapiEvents(call).conversationUpdates[0]!;
    const wrong = await send(update, 'wrong-vapi');
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.details.reason).toBe('bad_signature');
    const stale = await send({ message: { ...update.message, timestamp: Date.now() - 3600_000 } });
    expect(stale.status).toBe(401);
    expect(stale.body.error.details.reason).toBe('stale_signature');
    expect(await app.deps.storage.stat('calls', conversationPath(call))).toBeNull();
  });

  it('when an update names no hotel, then 400 and nothing is stored', async () => {
    const call = { ...newCall(), hotelId: '' };
    const res = await send(vapiEvents(call).conversationUpdates[0]);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('The call carries no hotel_id.');
  });
});
