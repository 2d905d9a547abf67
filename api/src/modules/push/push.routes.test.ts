import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHotel, createUser, linkUserToHotel, signedInAgent } from '../../../../test/support/factories.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { startPushServiceDouble } from '../../../../test/support/doubles/push-service-double.ts';

let app: TestApp;
let pushService: Awaited<ReturnType<typeof startPushServiceDouble>>;

beforeAll(async () => {
  pushService = await startPushServiceDouble();
  app = createTestApp();
});

afterAll(async () => {
  await app?.close();
  await pushService?.close();
});

const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

async function signedIn() {
  const user = await createUser(app.deps.auth, app.deps.pool);
  return { user, agent: await signedInAgent(app, user) };
}

const deviceCount = async (userId: string) =>
  (await app.deps.pool.query('select 1 from public.push_subscriptions where user_id = $1', [userId])).rowCount;

describe('push subscriptions of the signed-in person', () => {
  it('when the public key is asked for, then it is the uncompressed P-256 point of the configured VAPID key, and no private part', async () => {
    const res = await (await signedIn()).agent.get('/api/push/public-key');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ publicKey: app.config.push.vapid.publicKey });
    expect(Buffer.from(res.body.publicKey, 'base64url')).toHaveLength(65);
  });

  it('when a browser subscribes, then the device is listed with a readable name, and subscribing again keeps one row', async () => {
    const { user, agent } = await signedIn();
    const { subscription } = pushService.subscribe();
    const first = await agent.post('/api/me/push-subscriptions').set('User-Agent', iPhone).send(subscription);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      pushSubscriptionId: expect.any(String),
      deviceName: 'Safari on iOS',
      createdAt: expect.any(String),
      lastUsedAt: null,
    });
    await agent.post('/api/me/push-subscriptions').set('User-Agent', iPhone).send(subscription);
    const list = await agent.get('/api/me/push-subscriptions');
    expect(list.body.devices).toEqual([first.body]);
    expect(await deviceCount(user.id)).toBe(1);
  });

  it('when the subscription is malformed or its push service is not a known one, then 400 and nothing is stored', async () => {
    const { user, agent } = await signedIn();
    const { subscription } = pushService.subscribe();
    const bad = [
      {},
      { ...subscription, keys: { ...subscription.keys, p256dh: 'short' } },
      { ...subscription, keys: { ...subscription.keys, auth: '!!!' } },
      { ...subscription, endpoint: 'https://push.example.com/abc' },
      { ...subscription, endpoint: 'http://fcm.googleapis.com/fcm/send/abc' },
      { ...subscription, endpoint: 'ftp://127.0.0.1/push' },
    ];
    for (const body of bad) {
      const res = await agent.post('/api/me/push-subscriptions').send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(['validation_failed', 'bad_request']).toContain(res.body.error.code);
    }
    expect(await deviceCount(user.id)).toBe(0);
  });

  it("when a person removes another person's device, then 404 and it stays; their own goes", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const { subscription } = pushService.subscribe();
    const device = await owner.agent.post('/api/me/push-subscriptions').send(subscription);
    const id = device.body.pushSubscriptionId as string;
    expect((await other.agent.delete(`/api/me/push-subscriptions/${id}`)).status).toBe(404);
    expect((await other.agent.get('/api/me/push-subscriptions')).body.devices).toEqual([]);
    expect(await deviceCount(owner.user.id)).toBe(1);
    expect((await owner.agent.delete(`/api/me/push-subscriptions/${id}`)).status).toBe(204);
    expect(await deviceCount(owner.user.id)).toBe(0);
  });

  it('when a test notification is sent, then each device gets one, and one the push service no longer knows (410) is removed', async () => {
    const { user, agent } = await signedIn();
    const phone = pushService.subscribe();
    const gone = pushService.subscribe();
    await agent.post('/api/me/push-subscriptions').send(phone.subscription);
    await agent.post('/api/me/push-subscriptions').send(gone.subscription);
    pushService.answerNext(gone.deviceId, 410);
    const res = await agent.post('/api/me/push-subscriptions/test');
    expect(res.body).toEqual({ sent: 1, removed: 1, failed: 0 });
    expect(pushService.pushesTo(phone.deviceId).map((push) => push.message)).toEqual([
      {
        title: 'HotelVoice: test notification',
        body: 'Notifications reach this device.',
        url: '/dashboard/account',
        tag: 'test',
      },
    ]);
    expect(await deviceCount(user.id)).toBe(1);
  });
});

describe('which of a person’s devices get one hotel’s pushes', () => {
  it('when a device is turned off for one hotel, then that hotel’s settings say so and the other hotel’s do not; another person’s device or a bad id changes nothing', async () => {
    const { user, agent } = await signedIn();
    const harbor = await createHotel(app.deps.pool, { name: 'Harbor View' });
    const alpine = await createHotel(app.deps.pool, { name: 'Alpine Lodge' });
    await linkUserToHotel(app.deps.pool, user.id, harbor.id);
    await linkUserToHotel(app.deps.pool, user.id, alpine.id);
    const phone = await agent
      .post('/api/me/push-subscriptions')
      .set('User-Agent', iPhone)
      .send(pushService.subscribe().subscription);
    const id = phone.body.pushSubscriptionId as string;
    const devicesOf = async (hotelId: string) =>
      (
        (await agent.get(`/api/hotels/${hotelId}/alert-settings`)).body.devices as {
          deviceName: string;
          getsPushes: boolean;
        }[]
      ).map((device) => `${device.deviceName}: ${device.getsPushes}`);
    expect(await devicesOf(harbor.id)).toEqual(['Safari on iOS: true']);

    const off = await agent.put(`/api/hotels/${harbor.id}/alert-settings/devices/${id}`).send({ getsPushes: false });
    expect(off.status).toBe(200);
    expect(await devicesOf(harbor.id)).toEqual(['Safari on iOS: false']);
    expect(await devicesOf(alpine.id)).toEqual(['Safari on iOS: true']);

    const other = await signedIn();
    await linkUserToHotel(app.deps.pool, other.user.id, alpine.id);
    const notTheirs = await other.agent
      .put(`/api/hotels/${alpine.id}/alert-settings/devices/${id}`)
      .send({ getsPushes: false });
    expect(notTheirs.status).toBe(404);
    const badId = await agent.put(`/api/hotels/${harbor.id}/alert-settings/devices/phone`).send({ getsPushes: true });
    expect({ status: badId.status, message: badId.body.error?.message ?? badId.body.message }).toEqual({
      status: 400,
      message: expect.stringContaining('Device id must be a UUID.'),
    });
    const badBody = await agent.put(`/api/hotels/${harbor.id}/alert-settings/devices/${id}`).send({ getsPushes: 'no' });
    expect(badBody.status).toBe(400);
    // Not a member of the hotel: the hotel's settings are not theirs to change.
    const stranger = await signedIn();
    expect((await stranger.agent.get(`/api/hotels/${harbor.id}/alert-settings`)).status).toBe(403);
    expect(await devicesOf(alpine.id)).toEqual(['Safari on iOS: true']);

    expect(
      (await agent.put(`/api/hotels/${harbor.id}/alert-settings/devices/${id}`).send({ getsPushes: true })).status,
    ).toBe(200);
    expect(await devicesOf(harbor.id)).toEqual(['Safari on iOS: true']);
  });
});
