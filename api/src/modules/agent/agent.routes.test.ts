import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db/pool.ts';
import { issueAgentCredential } from '../../../../test/support/agent-credential.ts';
import { createHotel } from '../../../../test/support/factories.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';

let app: TestApp;
beforeAll(() => {
  app = createTestApp();
});
afterAll(() => app.close());

/** A hotel with its own agent credential, and the bearer header it opens. */
async function hotelWithCredential(fields: Parameters<typeof createHotel>[1] = {}) {
  const hotel = await createHotel(app.deps.pool, fields);
  const token = await issueAgentCredential(app.deps.pool, hotel.id);
  return { hotel, token, bearer: `Bearer ${token}` };
}

async function readyFile(db: Db, hotelId: string | null, chunks: string[]) {
  const id = randomUUID();
  await db.query(
    `insert into public.knowledge_files (knowledge_file_id, hotel_id, is_general, file_name, storage_path, size_bytes,
       status, chunk_count) values ($1, $2, $2::uuid is null, $3, $4, 10, 'ready', $5)`,
    [id, hotelId, `${id.slice(0, 8)}.txt`, `test/${id}.txt`, chunks.length],
  );
  for (const [i, content] of chunks.entries()) {
    await db.query(
      `insert into public.knowledge_chunks (knowledge_file_id, hotel_id, chunk_index, content) values ($1, $2, $3, $4)`,
      [id, hotelId, i, content],
    );
  }
  return id;
}

describe('agent API', () => {
  it('when the credential is wrong or missing, then it answers 401', async () => {
    const { hotel, token } = await hotelWithCredential();
    const url = `/api/agent/hotels/${hotel.id}/context`;
    expect((await request(app.app).get(url)).status).toBe(401);
    expect((await request(app.app).get(url).set('authorization', 'Bearer wrong-token-wrong-token')).status).toBe(401);
    const almost = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await request(app.app).get(url).set('authorization', `Bearer ${almost}`)).status).toBe(401);
    expect((await request(app.app).get(url).set('authorization', token)).status).toBe(401);
    expect((await request(app.app).get(`/api/agent/hotels/${hotel.id}/knowledge?q=x`)).status).toBe(401);
  });

  it("when a hotel's credential names another hotel, then it answers 403 and reads nothing of it", async () => {
    const { bearer } = await hotelWithCredential();
    const other = await createHotel(app.deps.pool, { name: 'Someone Else Inn' });
    await readyFile(app.deps.pool, other.id, ['The safe code is 4711.']);
    const context = await request(app.app).get(`/api/agent/hotels/${other.id}/context`).set('authorization', bearer);
    expect(context.status).toBe(403);
    expect(context.text).not.toContain('Someone Else Inn');
    const knowledge = await request(app.app)
      .get(`/api/agent/hotels/${other.id}/knowledge?q=safe`)
      .set('authorization', bearer);
    expect(knowledge.status).toBe(403);
    expect(knowledge.text).not.toContain('4711');
    const unknown = await request(app.app)
      .get(`/api/agent/hotels/${randomUUID()}/context`)
      .set('authorization', bearer);
    expect(unknown.status).toBe(403);
  });

  it('when asked for the context, then templates are filled with the hotel and knowledge is included', async () => {
    await app.deps.pool.query(
      `insert into public.prompts (prompt_id, body) values ('lookup_reservation', 'Hi from {{assistant_name}} at {{hotel_name}} in {{hotel_location}}.')
       on conflict (prompt_id) do update set body = excluded.body`,
    );
    const { hotel, bearer } = await hotelWithCredential({ name: 'Agent Test Inn' });
    const hotelFile = await readyFile(app.deps.pool, hotel.id, ['Checkout is at 11:00.', 'Parking costs 12 euros.']);
    const other = await createHotel(app.deps.pool);
    const otherFile = await readyFile(app.deps.pool, other.id, ['Secret of another hotel.']);

    const res = await request(app.app).get(`/api/agent/hotels/${hotel.id}/context`).set('authorization', bearer);
    expect(res.status).toBe(200);
    expect(res.body.prompts).toHaveLength(11);
    expect(res.body.prompts.find((p: { promptId: string }) => p.promptId === 'lookup_reservation').body).toBe(
      'Hi from Aria at Agent Test Inn in Testville.',
    );
    expect(res.body.hotel).toMatchObject({ hotelId: hotel.id, name: 'Agent Test Inn', assistantName: 'Aria' });
    expect(res.body.pmsKeyConfigured).toBe(false);
    expect(res.body.knowledge.hotel).toEqual([
      {
        knowledgeFileId: hotelFile,
        fileName: expect.any(String),
        scope: 'hotel',
        text: 'Checkout is at 11:00.\n\nParking costs 12 euros.',
      },
    ]);
    const ids = [...res.body.knowledge.general, ...res.body.knowledge.hotel].map(
      (k: { knowledgeFileId: string }) => k.knowledgeFileId,
    );
    expect(ids).not.toContain(otherFile);
  });

  it('when searching knowledge, then the best-ranked chunks of this hotel and general files come back', async () => {
    const { hotel, bearer } = await hotelWithCredential();
    const word = `zebracorn${randomUUID().slice(0, 6)}`;
    await readyFile(app.deps.pool, hotel.id, [`The ${word} suite has a balcony.`, 'Breakfast is at seven.']);
    await readyFile(app.deps.pool, null, [`Every ${word} ${word} request is answered by staff.`]);
    const other = await createHotel(app.deps.pool);
    await readyFile(app.deps.pool, other.id, [`Another ${word} here.`]);

    const res = await request(app.app)
      .get(`/api/agent/hotels/${hotel.id}/knowledge?q=${word}`)
      .set('authorization', bearer);
    expect(res.status).toBe(200);
    expect(res.body.chunks.map((c: { content: string }) => c.content).sort()).toEqual(
      [`Every ${word} ${word} request is answered by staff.`, `The ${word} suite has a balcony.`].sort(),
    );
    expect(res.body.chunks[0].rank).toBeGreaterThanOrEqual(res.body.chunks[1].rank);
  });

  it('when the query is missing, then it answers 400', async () => {
    const { hotel, bearer } = await hotelWithCredential();
    const noQuery = await request(app.app).get(`/api/agent/hotels/${hotel.id}/knowledge`).set('authorization', bearer);
    expect(noQuery.status).toBe(400);
  });
});
