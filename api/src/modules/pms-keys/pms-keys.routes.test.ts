import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCloudbedsDouble } from '../../../../test/support/doubles/cloudbeds-double.ts';
import { json } from '../../../../test/support/doubles/http-double.ts';
import { createHotel, createUser, linkUserToHotel, signedInAgent } from '../../../../test/support/factories.ts';
import { browserAgent, createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { openSecret } from '../../platform/sealed-secret.ts';

let app: TestApp;
let double: Awaited<ReturnType<typeof startCloudbedsDouble>>;
/** The double accepts any key except those starting with "refused". */
beforeAll(async () => {
  double = await startCloudbedsDouble({
    apiKey: (key) => !key.startsWith('refused'),
    propertyId: '4242',
    propertyName: 'Key Inn',
  });
  app = createTestApp({ env: { PMS_CLOUDBEDS_URL: double.url, PMS_CHECK_TIMEOUT_MS: '800' } });
});
afterAll(async () => {
  await app.close();
  await double.close();
});

/** The save body for the double's property. */
const cloudbeds = (hotelId: string, pmsKey: string, extra: object = {}) => ({
  hotel_id: hotelId,
  provider: 'cloudbeds',
  property_id: '4242',
  pms_key: pmsKey,
  ...extra,
});

async function ownerWithHotel() {
  const owner = await createUser(app.deps.auth, app.deps.pool);
  const hotel = await createHotel(app.deps.pool);
  await linkUserToHotel(app.deps.pool, owner.id, hotel.id);
  return { owner, hotel, agent: await signedInAgent(app, owner) };
}

async function storedRow(hotelId: string) {
  const { rows } = await app.deps.pool.query(
    'select key_ciphertext, key_iv, key_tag, key_hash from public.pms_keys where hotel_id = $1',
    [hotelId],
  );
  return rows[0] as { key_ciphertext: Buffer; key_iv: Buffer; key_tag: Buffer; key_hash: string } | undefined;
}

describe('PMS key routes', () => {
  it('when a hotel has no key, then the status says so in the spec shape', async () => {
    const { hotel, agent } = await ownerWithHotel();
    const res = await agent.get(`/api/check-pms-key?uid=${hotel.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'success',
      has_key: false,
      last_updated: null,
      key_hash: null,
      provider: null,
      property_id: null,
      connection: 'none',
      verified_at: null,
      checked_at: null,
      last_error: null,
    });
  });

  it('when the owner saves a key, then it is stored encrypted and only its fingerprint is returned', async () => {
    const { owner, hotel, agent } = await ownerWithHotel();
    const plaintext = 'pms-secret-KEY-0123456789';
    const save = await agent.post('/api/set-pms-key').send(cloudbeds(hotel.id, `  ${plaintext} `, { uid: owner.id }));
    expect(save.status).toBe(200);
    expect(save.body).toEqual({ status: 'success' });

    const row = await storedRow(hotel.id);
    expect(row).toBeDefined();
    expect(row!.key_ciphertext.toString('utf8')).not.toContain(plaintext);
    expect(row!.key_iv).toHaveLength(12);
    expect(
      openSecret(
        { ciphertext: row!.key_ciphertext, iv: row!.key_iv, tag: row!.key_tag },
        app.config.pmsEncryptionKey,
        hotel.id,
      ),
    ).toBe(plaintext);

    const status = await agent.get(`/api/check-pms-key?uid=${hotel.id}`);
    expect(status.body).toMatchObject({
      status: 'success',
      has_key: true,
      key_hash: row!.key_hash,
      provider: 'cloudbeds',
      property_id: '4242',
      connection: 'connected',
      last_error: null,
    });
    expect(new Date(status.body.verified_at).getTime()).not.toBeNaN();
    expect(double.requests.at(-1)!.headers.authorization).toBe(`Bearer ${plaintext}`);
    expect(status.body.key_hash).toMatch(/^[0-9a-f]{12}$/);
    expect(new Date(status.body.last_updated).getTime()).not.toBeNaN();
    expect(JSON.stringify(save.body) + JSON.stringify(status.body)).not.toContain(plaintext);
  });

  it('when the same key is saved twice, then each write uses a fresh IV and the fingerprint stays', async () => {
    const { hotel, agent } = await ownerWithHotel();
    await agent.post('/api/set-pms-key').send(cloudbeds(hotel.id, 'same-key'));
    const first = await storedRow(hotel.id);
    await agent.post('/api/set-pms-key').send(cloudbeds(hotel.id, 'same-key'));
    const second = await storedRow(hotel.id);
    expect(second!.key_iv.equals(first!.key_iv)).toBe(false);
    expect(second!.key_hash).toBe(first!.key_hash);
  });

  it.each([
    ['empty', ''],
    ['whitespace only', '   \t '],
    ['longer than 512 characters', 'k'.repeat(513)],
    ['a control character', 'abc\u0007def'],
    ['a newline inside', 'abc\ndef'],
  ])('when the key is %s, then it answers 400 and stores nothing', async (_label, pmsKey) => {
    const { hotel, agent } = await ownerWithHotel();
    const res = await agent.post('/api/set-pms-key').send(cloudbeds(hotel.id, pmsKey));
    expect(res.status).toBe(400);
    expect(await storedRow(hotel.id)).toBeUndefined();
  });

  it('when the key is exactly 512 characters, then it is accepted', async () => {
    const { hotel, agent } = await ownerWithHotel();
    const res = await agent.post('/api/set-pms-key').send(cloudbeds(hotel.id, 'k'.repeat(512)));
    expect(res.status).toBe(200);
  });

  it('when the body or query is malformed, then it answers 400', async () => {
    const { agent } = await ownerWithHotel();
    expect((await agent.post('/api/set-pms-key').send({ hotel_id: 'nope', pms_key: 'x' })).status).toBe(400);
    expect((await agent.post('/api/set-pms-key').send({ pms_key: 42 })).status).toBe(400);
    expect((await agent.get('/api/check-pms-key')).status).toBe(400);
    expect((await agent.get('/api/check-pms-key?uid=not-a-uuid')).status).toBe(400);
  });

  it('when the owner of another hotel reads or writes, then it answers 403 and the key is untouched', async () => {
    const { hotel, agent } = await ownerWithHotel();
    await agent.post('/api/set-pms-key').send(cloudbeds(hotel.id, 'original'));
    const before = await storedRow(hotel.id);
    const stranger = await ownerWithHotel();
    expect((await stranger.agent.get(`/api/check-pms-key?uid=${hotel.id}`)).status).toBe(403);
    const write = await stranger.agent.post('/api/set-pms-key').send(cloudbeds(hotel.id, 'hijacked'));
    expect(write.status).toBe(403);
    expect((await storedRow(hotel.id))!.key_ciphertext.equals(before!.key_ciphertext)).toBe(true);
  });

  it('when nobody is signed in, then both answer 401', async () => {
    const hotel = await createHotel(app.deps.pool);
    const anon = await browserAgent(app.app);
    expect((await anon.get(`/api/check-pms-key?uid=${hotel.id}`)).status).toBe(401);
    expect((await anon.post('/api/set-pms-key').send({ hotel_id: hotel.id, pms_key: 'x' })).status).toBe(401);
    expect(await storedRow(hotel.id)).toBeUndefined();
  });

  it('when the account is pending activation, then both answer 403', async () => {
    const { owner, hotel, agent } = await ownerWithHotel();
    await app.deps.pool.query('update public.users set activated = false where user_id = $1', [owner.id]);
    expect((await agent.get(`/api/check-pms-key?uid=${hotel.id}`)).status).toBe(403);
    expect((await agent.post('/api/set-pms-key').send({ hotel_id: hotel.id, pms_key: 'x' })).status).toBe(403);
    expect(await storedRow(hotel.id)).toBeUndefined();
  });

  it('when an admin reads and writes any hotel, then both succeed', async () => {
    const admin = await createUser(app.deps.auth, app.deps.pool, { admin: true });
    const hotel = await createHotel(app.deps.pool);
    const agent = await signedInAgent(app, admin, true);
    expect(
      (await agent.post('/api/set-pms-key').send(cloudbeds(hotel.id, 'admin-set', { uid: admin.id }))).status,
    ).toBe(200);
    const res = await agent.get(`/api/check-pms-key?uid=${hotel.id}`);
    expect(res.status).toBe(200);
    expect(res.body.has_key).toBe(true);
  });

  it("when the PMS refuses the key, then the PMS's reason comes back in words and nothing is stored", async () => {
    const { hotel, agent } = await ownerWithHotel();
    const res = await agent.post('/api/set-pms-key').send(cloudbeds(hotel.id, 'refused-key'));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Cloudbeds refused this key: Invalid access token. The key was not saved.');
    expect(await storedRow(hotel.id)).toBeUndefined();
    const wrongProperty = await agent.post('/api/set-pms-key').send(cloudbeds(hotel.id, 'good', { property_id: '1' }));
    expect(wrongProperty.status).toBe(400);
    expect(wrongProperty.body.error.message).toContain("You don't have access to property ID 1");
    expect(await storedRow(hotel.id)).toBeUndefined();
  });

  it('when the PMS does not answer, then 503 says so and an earlier key stays as it was', async () => {
    const { hotel, agent } = await ownerWithHotel();
    await agent.post('/api/set-pms-key').send(cloudbeds(hotel.id, 'first-key'));
    const before = await storedRow(hotel.id);
    double.intercept(() => new Promise((resolve) => setTimeout(() => resolve(json(200, {})), 2000)));
    try {
      const res = await agent.post('/api/set-pms-key').send(cloudbeds(hotel.id, 'second-key'));
      expect(res.status).toBe(503);
      expect(res.body.error.message).toMatch(/Cloudbeds did not answer: .*The key was not saved/);
    } finally {
      double.clearInterceptors();
    }
    expect((await storedRow(hotel.id))!.key_hash).toBe(before!.key_hash);
  });

  it('when Cloudbeds is chosen without a property id, or the provider is unknown, then 400', async () => {
    const { hotel, agent } = await ownerWithHotel();
    expect((await agent.post('/api/set-pms-key').send(cloudbeds(hotel.id, 'k', { property_id: '' }))).status).toBe(400);
    expect((await agent.post('/api/set-pms-key').send(cloudbeds(hotel.id, 'k', { provider: 'opera' }))).status).toBe(
      400,
    );
    expect(await storedRow(hotel.id)).toBeUndefined();
  });

  it('when the owner checks now and the key stopped working, then the status is failing with the reason; it recovers', async () => {
    const { hotel, agent } = await ownerWithHotel();
    await agent.post('/api/set-pms-key').send(cloudbeds(hotel.id, 'check-key'));
    double.intercept(() => json(401, { success: false, message: 'Access token revoked' }));
    const failing = await agent.post('/api/check-pms-connection').send({ hotel_id: hotel.id });
    double.clearInterceptors();
    expect(failing.body).toMatchObject({ connection: 'failing', last_error: 'Access token revoked' });
    const back = await agent.post('/api/check-pms-connection').send({ hotel_id: hotel.id });
    expect(back.body).toMatchObject({ connection: 'connected', last_error: null });
  });
});
