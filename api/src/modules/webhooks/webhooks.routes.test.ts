import { createHmac, randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHotel } from '../../../../test/support/factories.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';

const elevenSecret = 'wsec_test_elevenlabs_secret';
const retellKey = 'key_test_retell_api_key';

let app: TestApp;
let hotelId: string;
beforeAll(async () => {
  app = createTestApp({ env: { ELEVENLABS_WEBHOOK_SECRET: elevenSecret, RETELL_API_KEY: retellKey } });
  hotelId = (await createHotel(app.deps.pool)).id;
});
afterAll(() => app.close());

const stored = async (prefix: string) =>
  (
    await app.deps.pool.query(`select name from storage.objects where bucket_id = 'calls' and name like $1`, [
      `%${prefix}%`,
    ])
  ).rows;

/** Shaped after ElevenLabs' documented post_call_transcription example. */
function elevenLabsPayload(conversationId: string, hotel: string) {
  return JSON.stringify({
    type: 'post_call_transcription',
    event_timestamp: 1739537297,
    data: {
      agent_id: 'xyz',
      conversation_id: conversationId,
      status: 'done',
      transcript: [
        { role: 'agent', message: 'Hello, Harbor View Hotel, how can I help?', time_in_call_secs: 0 },
        { role: 'user', message: 'Do you have parking?', time_in_call_secs: 4 },
        { role: 'agent', message: null, tool_calls: [{ tool_name: 'lookup' }], time_in_call_secs: 6 },
      ],
      metadata: { start_time_unix_secs: 1739537297, call_duration_secs: 22 },
      analysis: { call_successful: 'success', transcript_summary: 'Parking question.' },
      conversation_initiation_client_data: { dynamic_variables: { hotel_id: hotel } },
    },
  });
}

function retellPayload(callId: string, hotel: string) {
  return JSON.stringify({
    event: 'call_ended',
    call: {
      call_type: 'phone_call',
      call_id: callId,
      agent_id: 'oBeDLoLOeuAbiuaMFXRtDOLriTJ5tSxD',
      call_status: 'ended',
      start_timestamp: 1714608475945,
      end_timestamp: 1714608491736,
      transcript: 'Agent: hi how are you doing?\nUser: Doing pretty well.',
      transcript_object: [
        { role: 'agent', content: 'hi how are you doing?', words: [{ word: 'hi', start: 0.7, end: 1.3 }] },
        { role: 'user', content: 'Doing pretty well.', words: [{ word: 'Doing', start: 3.3, end: 3.6 }] },
      ],
      metadata: { hotel_id: hotel },
    },
  });
}

const elevenHeader = (body: string, secret = elevenSecret, t = Math.floor(Date.now() / 1000)) =>
  `t=${t},v0=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
const retellHeader = (body: string, key = retellKey, v = Date.now()) =>
  `v=${v},d=${createHmac('sha256', key)
    .update(body + v)
    .digest('hex')}`;

describe('provider webhooks', () => {
  it('when ElevenLabs posts a signed transcription, then the transcript is stored under the hotel', async () => {
    const conv = `conv${Date.now()}`;
    const body = elevenLabsPayload(conv, hotelId);
    const res = await request(app.app)
      .post('/api/webhooks/elevenlabs')
      .set('content-type', 'application/json')
      .set('ElevenLabs-Signature', elevenHeader(body))
      .send(body);
    expect(res.status).toBe(202);
    expect(res.body.callId).toBe(`elevenlabs-${conv}_20250214_124817`);
    const transcript = JSON.parse(
      (await app.deps.storage.get('calls', `hotels/${hotelId}/transcripts/${res.body.callId}.json`)).toString(),
    );
    expect(transcript).toEqual([
      { role: 'assistant', content: ['Hello, Harbor View Hotel, how can I help?'], offset: 0 },
      { role: 'user', content: ['Do you have parking?'], offset: 4 },
    ]);
  });

  it('when Retell posts a signed call_ended, then the transcript is stored with word offsets', async () => {
    const callId = `rc${Date.now()}`;
    const body = retellPayload(callId, hotelId);
    const res = await request(app.app)
      .post('/api/webhooks/retell')
      .set('content-type', 'application/json')
      .set('x-retell-signature', retellHeader(body))
      .send(body);
    expect(res.status).toBe(202);
    expect(res.body.callId).toBe(`retell-${callId}_20240502_000755`);
    expect(await stored(callId)).toHaveLength(1);
  });

  it('when a signature is wrong or stale, then 401 and nothing is stored', async () => {
    const conv = `bad${Date.now()}`;
    const body = elevenLabsPayload(conv, hotelId);
    const wrong = await request(app.app)
      .post('/api/webhooks/elevenlabs')
      .set('content-type', 'application/json')
      .set('ElevenLabs-Signature', elevenHeader(body, 'not-the-secret'))
      .send(body);
    expect(wrong.status).toBe(401);
    const stale = await request(app.app)
      .post('/api/webhooks/retell')
      .set('content-type', 'application/json')
      .set('x-retell-signature', retellHeader(retellPayload(conv, hotelId), retellKey, Date.now() - 10 * 60 * 1000))
      .send(retellPayload(conv, hotelId));
    expect(stale.status).toBe(401);
    expect(stale.body.error.details.reason).toBe('stale_signature');
    expect(await stored(conv)).toEqual([]);
  });

  it('when a signed body is malformed or lacks the hotel, then 400', async () => {
    const notJson = '{"type": "post_call_transcription",';
    const res = await request(app.app)
      .post('/api/webhooks/elevenlabs')
      .set('content-type', 'application/json')
      .set('ElevenLabs-Signature', elevenHeader(notJson))
      .send(notJson);
    expect(res.status).toBe(400);
    const noHotel = retellPayload(`nohotel${Date.now()}`, '');
    const res2 = await request(app.app)
      .post('/api/webhooks/retell')
      .set('content-type', 'application/json')
      .set('x-retell-signature', retellHeader(noHotel))
      .send(noHotel);
    expect(res2.status).toBe(400);
  });

  it('when a signed webhook is refused for an unknown hotel, then sending it again gets the same answer, not a replay refusal', async () => {
    const body = retellPayload(`unknownhotel${Date.now()}`, randomUUID());
    const header = retellHeader(body);
    const send = () =>
      request(app.app)
        .post('/api/webhooks/retell')
        .set('content-type', 'application/json')
        .set('x-retell-signature', header)
        .send(body);
    const first = await send();
    const again = await send();
    expect(first.status).toBe(404);
    expect(again.status).toBe(404);
    expect(again.body).toEqual(first.body);
    const { rowCount } = await app.deps.pool.query('select 1 from public.ingest_signatures where signature = $1', [
      `retell:${/d=([0-9a-f]{64})/.exec(header)![1]}`,
    ]);
    expect(rowCount).toBe(0);
  });

  it('when a signed webhook is replayed or is another event type, then the replay is refused and others are ignored', async () => {
    const body = retellPayload(`replay${Date.now()}`, hotelId);
    const header = retellHeader(body);
    const send = () =>
      request(app.app)
        .post('/api/webhooks/retell')
        .set('content-type', 'application/json')
        .set('x-retell-signature', header)
        .send(body);
    expect((await send()).status).toBe(202);
    expect((await send()).status).toBe(401);
    const started = JSON.stringify({ event: 'call_started', call: { call_id: 'x1' } });
    const res = await request(app.app)
      .post('/api/webhooks/retell')
      .set('content-type', 'application/json')
      .set('x-retell-signature', retellHeader(started))
      .send(started);
    expect(res.status).toBe(204);
  });
});
