import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHotel } from '../../../../test/support/factories.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { startTestWorker } from '../../../../test/support/worker-process.ts';
import { eventually } from '../../../../test/support/eventually.ts';
import { callObjectPaths } from '../../../../api/src/contracts/call-objects.ts';

let app: TestApp;
let worker: Awaited<ReturnType<typeof startTestWorker>>;
let hotel: { id: string };

async function storeTranscript(callId: string, turns: ['a' | 'u', string][]) {
  const transcript = turns.map(([role, text]) => ({ role: role === 'a' ? 'assistant' : 'user', content: [text] }));
  await app.deps.storage.put(
    'calls',
    callObjectPaths(hotel.id, callId).transcript,
    Buffer.from(JSON.stringify(transcript)),
    'application/json',
  );
}

const questionsOf = async (callId: string) =>
  (
    await app.deps.pool.query<{ turn: number }>(
      `select turn_index as turn from public.knowledge_gap_questions where hotel_id = $1 and call_id = $2`,
      [hotel.id, callId],
    )
  ).rows.map((row) => row.turn);

beforeAll(async () => {
  app = createTestApp();
  hotel = await createHotel(app.deps.pool);
  worker = await startTestWorker(app);
}, 60_000);

afterAll(async () => {
  await worker?.stop();
  await app?.close();
});

describe('the follow-up jobs of a call (queued only when they can find work)', () => {
  it('when a call with a recorded question is stored again without it, then the question is removed', async () => {
    const callId = `fu${Date.now().toString(36)}_lobby_20260101_101500`;
    await storeTranscript(callId, [
      ['u', 'Is there a shuttle bus to the airport in the morning?'],
      ['a', "I'm sorry, I don't have information about an airport shuttle."],
    ]);
    expect(
      await eventually(
        async () => ((await questionsOf(callId)).length > 0 ? questionsOf(callId) : undefined),
        'the question',
      ),
    ).toEqual([0]);

    // The new transcript shows no gap: only the question recorded before sends the job.
    await storeTranscript(callId, [
      ['u', 'Is there a shuttle bus to the airport in the morning?'],
      ['a', 'Yes, the shuttle leaves every hour from six in the morning.'],
    ]);
    await eventually(async () => ((await questionsOf(callId)).length === 0 ? true : undefined), 'the question removed');
  });
});
