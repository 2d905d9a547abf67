import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KnowledgeGap } from '../../contracts/knowledge-gaps.ts';
import { issueAgentCredential } from '../../../../test/support/agent-credential.ts';
import { createHotel, createUser, linkUserToHotel, signedInAgent } from '../../../../test/support/factories.ts';
import { createTestApp, type BrowserAgent, type TestApp } from '../../../../test/support/test-app.ts';
import { startTestWorker } from '../../../../test/support/worker-process.ts';
import { eventually } from '../../../../test/support/eventually.ts';
import { callObjectPaths } from '../../contracts/call-objects.ts';

let app: TestApp;
let worker: Awaited<ReturnType<typeof startTestWorker>>;
let owner: BrowserAgent;
let hotel: { id: string };
let sequence = 0;

/** A call id whose started time (the id's date and time) is `at`, as the voice agents name calls. */
function callIdAt(at: Date): string {
  sequence++;
  const stamp = at.toISOString().replace(/[-:]/g, '').slice(0, 15).replace('T', '_');
  return `g${Math.random().toString(36).slice(2, 7)}${sequence}_lobby_${stamp}`;
}

async function storeCall(callId: string, turns: ['a' | 'u', string][]) {
  const transcript = turns.map(([role, text]) => ({ role: role === 'a' ? 'assistant' : 'user', content: [text] }));
  await app.deps.storage.put(
    'calls',
    callObjectPaths(hotel.id, callId).transcript,
    Buffer.from(JSON.stringify(transcript)),
    'application/json',
  );
}

const gaps = async (): Promise<KnowledgeGap[]> => (await owner.get(`/api/hotels/${hotel.id}/knowledge-gaps`)).body.gaps;
const gapWith = (count: number, question: RegExp) =>
  eventually(
    async () => (await gaps()).find((g) => g.count === count && question.test(g.question)),
    `a gap of ${count}`,
  );

beforeAll(async () => {
  app = createTestApp();
  hotel = await createHotel(app.deps.pool);
  const user = await createUser(app.deps.auth, app.deps.pool, { firstName: 'Olga' });
  await linkUserToHotel(app.deps.pool, user.id, hotel.id);
  owner = await signedInAgent(app, user);
  worker = await startTestWorker(app);
}, 60_000);

afterAll(async () => {
  await worker?.stop();
  await app?.close();
});

describe('knowledge gaps through a real worker', () => {
  const early = new Date(Date.now() - 3 * 24 * 3600 * 1000);
  const shuttleA = callIdAt(early);
  const shuttleB = callIdAt(new Date(early.getTime() + 3600_000));

  it('when two calls ask the same thing in other words, then they are one gap; a different question is its own', async () => {
    await storeCall(shuttleA, [
      ['a', 'Hotel Test, how can I help?'],
      ['u', 'Is there a shuttle to the airport?'],
      ['a', "I'm sorry, I don't have information about that."],
    ]);
    await storeCall(shuttleB, [
      ['a', 'Hotel Test.'],
      ['u', 'Do you have an airport shuttle bus?'],
      ['a', "I'm not sure, I can take a message for the front desk."],
      ['u', 'And is there parking at the airport for my car?'],
      ['a', "I don't know, sorry."],
    ]);
    const shuttle = await gapWith(2, /shuttle/);
    expect(shuttle.status).toBe('open');
    expect(shuttle.examples.map((e) => [e.callId, e.turnIndex]).sort()).toEqual(
      [
        [shuttleA, 1],
        [shuttleB, 1],
      ].sort(),
    );
    const parking = await gapWith(1, /parking at the airport/);
    expect(parking.knowledgeGapId).not.toBe(shuttle.knowledgeGapId);

    // Indexing the same call again records nothing new.
    await storeCall(shuttleA, [
      ['a', 'Hotel Test, how can I help?'],
      ['u', 'Is there a shuttle to the airport?'],
      ['a', "I'm sorry, I don't have information about that."],
    ]);
    await eventually(async () => {
      const { rows } = await app.deps.pool.query(
        `select 1 from public.call_logs where hotel_id = $1 and call_id = $2 and updated_at > now() - interval '20 seconds'`,
        [hotel.id, shuttleA],
      );
      return rows[0];
    }, 'the re-ingest');
    expect((await gaps()).find((g) => g.knowledgeGapId === shuttle.knowledgeGapId)?.count).toBe(2);
  });

  it("when an owner answers a gap, then the agent's knowledge search returns the answer, and a later call asking again reopens it", async () => {
    const shuttle = await gapWith(2, /shuttle/);
    const agentToken = await issueAgentCredential(app.deps.pool, hotel.id);
    const knowledge = () =>
      request(app.app)
        .get(`/api/agent/hotels/${hotel.id}/knowledge?q=${encodeURIComponent('airport shuttle')}`)
        .set('authorization', `Bearer ${agentToken}`);
    expect(JSON.stringify((await knowledge()).body)).not.toContain('Bus 7 leaves');

    const tooShort = await owner
      .post(`/api/hotels/${hotel.id}/knowledge-gaps/${shuttle.knowledgeGapId}/answer`)
      .send({ answer: '' });
    expect(tooShort.status).toBe(400);
    const answered = await owner
      .post(`/api/hotels/${hotel.id}/knowledge-gaps/${shuttle.knowledgeGapId}/answer`)
      .send({ answer: 'Bus 7 leaves for the airport every 30 minutes from the main entrance, 5 euros.' });
    expect(answered.status).toBe(202);
    const after = (answered.body.gaps as KnowledgeGap[]).find((g) => g.knowledgeGapId === shuttle.knowledgeGapId)!;
    expect(after).toMatchObject({ status: 'answered', answeredBy: 'Olga Tester' });
    expect(after.answeredAt).not.toBeNull();

    await eventually(async () => {
      const body = JSON.stringify((await knowledge()).body);
      return body.includes('Bus 7 leaves') ? body : undefined;
    }, 'the answer in the knowledge search');

    await storeCall(callIdAt(new Date(Date.now() + 60_000)), [
      ['u', 'Hello, is there an airport shuttle?'],
      ['a', 'I am not sure about that, let me pass your question to our team.'],
    ]);
    const reopened = await eventually(async () => {
      const gap = (await gaps()).find((g) => g.knowledgeGapId === shuttle.knowledgeGapId);
      return gap?.status === 'reopened' ? gap : undefined;
    }, 'the gap to reopen');
    expect(reopened.count).toBe(3);
    expect(reopened.answer).toContain('Bus 7');
  });

  it('when another hotel asks, then its gaps stay its own', async () => {
    const other = await createHotel(app.deps.pool);
    const res = await owner.get(`/api/hotels/${other.id}/knowledge-gaps`);
    expect(res.status).toBe(403);
  });
});
