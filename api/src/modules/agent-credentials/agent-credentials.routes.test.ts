import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHotel, createUser, linkUserToHotel, signedInAgent } from '../../../../test/support/factories.ts';
import { createTestApp, type BrowserAgent, type TestApp } from '../../../../test/support/test-app.ts';

let app: TestApp;
let admin: BrowserAgent;
beforeAll(async () => {
  app = createTestApp();
  admin = await signedInAgent(app, await createUser(app.deps.auth, app.deps.pool, { admin: true }), true);
});
afterAll(() => app.close());

const credentialUrl = (hotelId: string) => `/api/admin/hotels/${hotelId}/agent-credential`;
const context = (hotelId: string, token: string) =>
  request(app.app).get(`/api/agent/hotels/${hotelId}/context`).set('authorization', `Bearer ${token}`);
const auditOf = async (hotelId: string) =>
  (
    await app.deps.pool.query<{ action: string }>(
      'select action from public.audit_events where hotel_id = $1 order by audit_event_id',
      [hotelId],
    )
  ).rows.map((r) => r.action);

describe("a hotel's agent credential", () => {
  it('when an admin creates it, then the token is shown once, only its hash is stored, it opens its hotel and the audit log says so', async () => {
    const hotel = await createHotel(app.deps.pool);
    expect((await admin.get(credentialUrl(hotel.id))).body.credential).toEqual({
      exists: false,
      createdAt: null,
      lastUsedAt: null,
    });

    const created = await admin.post(credentialUrl(hotel.id));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ rotated: false, credential: { exists: true, lastUsedAt: null } });
    const token = created.body.token as string;
    expect(token).toMatch(/^hvat_[A-Za-z0-9_-]{43}$/);
    const stored = await app.deps.pool.query('select * from public.hotel_agent_credentials where hotel_id = $1', [
      hotel.id,
    ]);
    expect(JSON.stringify(stored.rows)).not.toContain(token.slice(5));

    expect((await context(hotel.id, token)).status).toBe(200);
    const status = await admin.get(credentialUrl(hotel.id));
    expect(status.status).toBe(200);
    expect(JSON.stringify(status.body)).not.toContain(token);
    expect(status.body.credential).toMatchObject({ exists: true, createdAt: expect.any(String) });
    expect(Date.parse(status.body.credential.lastUsedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(await auditOf(hotel.id)).toEqual(['agent_credential.created']);
  });

  it('when an admin rotates it, then the old token is refused at once and the new one works', async () => {
    const hotel = await createHotel(app.deps.pool);
    const first = (await admin.post(credentialUrl(hotel.id))).body.token as string;
    expect((await context(hotel.id, first)).status).toBe(200);

    const rotated = await admin.post(credentialUrl(hotel.id));
    expect(rotated.status).toBe(200);
    expect(rotated.body).toMatchObject({ rotated: true, credential: { exists: true, lastUsedAt: null } });
    const second = rotated.body.token as string;
    expect(second).not.toBe(first);
    expect((await context(hotel.id, first)).status).toBe(401);
    expect((await context(hotel.id, second)).status).toBe(200);
    expect(await auditOf(hotel.id)).toEqual(['agent_credential.created', 'agent_credential.rotated']);
  });

  it("when one hotel's credential names another hotel, then it is refused and the other hotel's own still works", async () => {
    const hotelA = await createHotel(app.deps.pool);
    const hotelB = await createHotel(app.deps.pool);
    const tokenA = (await admin.post(credentialUrl(hotelA.id))).body.token as string;
    const tokenB = (await admin.post(credentialUrl(hotelB.id))).body.token as string;
    expect((await context(hotelB.id, tokenA)).status).toBe(403);
    expect((await context(hotelA.id, tokenB)).status).toBe(403);
    expect((await context(hotelB.id, tokenB)).status).toBe(200);
  });

  it('when anyone but an admin asks, or the hotel is unknown or malformed, then it answers 4xx and nothing is issued', async () => {
    const hotel = await createHotel(app.deps.pool);
    const owner = await createUser(app.deps.auth, app.deps.pool);
    await linkUserToHotel(app.deps.pool, owner.id, hotel.id);
    const ownerAgent = await signedInAgent(app, owner);
    expect((await ownerAgent.get(credentialUrl(hotel.id))).status).toBe(403);
    expect((await ownerAgent.post(credentialUrl(hotel.id))).status).toBe(403);
    expect((await request(app.app).get(credentialUrl(hotel.id))).status).toBe(401);
    expect((await request(app.app).post(credentialUrl(hotel.id))).status).toBe(403);
    expect((await admin.post(credentialUrl(randomUUID()))).status).toBe(404);
    expect((await admin.get(credentialUrl(randomUUID()))).status).toBe(404);
    expect((await admin.post(credentialUrl('not-a-hotel'))).status).toBe(400);
    const rows = await app.deps.pool.query('select 1 from public.hotel_agent_credentials where hotel_id = $1', [
      hotel.id,
    ]);
    expect(rows.rowCount).toBe(0);
    expect(await auditOf(hotel.id)).toEqual([]);
  });
});
