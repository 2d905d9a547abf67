import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueConnectionOf } from '@hotelvoice/api/compose';
import { createQueueOf } from '@hotelvoice/api/platform/queues/app-queues';
import { createHotel, createUser, linkUserToHotel, signedInAgent } from '../../../../test/support/factories.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { startTestWorker } from '../../../../test/support/worker-process.ts';
import { eventually } from '../../../../test/support/eventually.ts';
import { newCallId } from '../../../../test/support/calls.ts';
import { zoneWhereHourIs } from '../../../../test/support/smtp-receiver.ts';
import { startPushServiceDouble } from '../../../../test/support/doubles/push-service-double.ts';

let app: TestApp;
let pushService: Awaited<ReturnType<typeof startPushServiceDouble>>;
let worker: Awaited<ReturnType<typeof startTestWorker>>;
let alerts: ReturnType<typeof createQueueOf<'callAlerts'>>;

/** A team member signed in, with one browser subscribed to pushes through the api. */
async function memberWithDevice(hotelId: string) {
  const user = await createUser(app.deps.auth, app.deps.pool);
  await linkUserToHotel(app.deps.pool, user.id, hotelId);
  const agent = await signedInAgent(app, user);
  const { deviceId, subscription } = pushService.subscribe();
  const res = await agent.post('/api/me/push-subscriptions').set('User-Agent', androidChrome).send(subscription);
  expect(res.status).toBe(201);
  return { user, agent, deviceId, pushSubscriptionId: res.body.pushSubscriptionId as string };
}

const desktopChrome =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const androidChrome =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

async function hotelIn(timezone: string) {
  const hotel = await createHotel(app.deps.pool, { name: `Harbor View ${Math.random().toString(36).slice(2, 6)}` });
  await app.deps.pool.query('update public.hotels set timezone = $2 where hotel_id = $1', [hotel.id, timezone]);
  return hotel;
}

async function storedCall(hotelId: string, reasons: string[]) {
  const callId = newCallId('push');
  await app.deps.pool.query(
    `insert into public.call_logs (hotel_id, call_id, room_name, started_at, summary, follow_up_reasons)
     values ($1, $2, 'push', now(), 'Mrs Example in room 12 wants a callback on +1 555 0100.', $3)`,
    [hotelId, callId, reasons],
  );
  await alerts.add('call', { hotelId, callId }, { jobId: `${hotelId}_${callId}` });
  return callId;
}

/** Nothing left that could send another push: no alert or push job waiting, running or retrying. */
async function allPushesSettled() {
  await eventually(async () => {
    const [alertJobs, pushJobs] = await Promise.all([
      alerts.getJobCounts('waiting', 'active', 'prioritized'),
      app.deps.queues.push.getJobCounts('waiting', 'active', 'delayed', 'prioritized'),
    ]);
    return Object.values(alertJobs).some(Boolean) || Object.values(pushJobs).some(Boolean) ? undefined : true;
  }, 'every alert and push job done');
}

beforeAll(async () => {
  pushService = await startPushServiceDouble();
  app = createTestApp();
  alerts = createQueueOf(queueConnectionOf(app.config, app.prefix), 'callAlerts', {});
  // A push service that does not answer is given up on after 5 s (then retried), not the default
  // 10 s; long enough that a loaded machine's slow answer is not taken for none (decision 095).
  worker = await startTestWorker(app, { PUSH_TIMEOUT_MS: '5000' });
}, 60_000);

afterAll(async () => {
  await worker?.stop();
  await alerts?.close();
  await app?.close();
  await pushService?.close();
});

describe('push notifications through a real worker and a Web Push service double', () => {
  it('when a caller asks for a callback, then each member whose setting pushes it gets exactly one push, signed and encrypted, naming no guest', async () => {
    const hotel = await hotelIn(zoneWhereHourIs(8, 20));
    const owner = await memberWithDevice(hotel.id);
    const quiet = await memberWithDevice(hotel.id);
    const saved = await quiet.agent
      .put(`/api/hotels/${hotel.id}/alert-settings`)
      .send({ settings: [{ reason: 'callback_requested', delivery: 'immediate', push: false }] });
    expect(saved.body.settings).toContainEqual({ reason: 'callback_requested', delivery: 'immediate', push: false });
    const callId = await storedCall(hotel.id, ['callback_requested']);
    await eventually(async () => (pushService.pushesTo(owner.deviceId).length > 0 ? true : undefined), 'the push');
    // The job again (a retry, a re-ingest): the push is owed once per device and alert.
    await alerts.add('call', { hotelId: hotel.id, callId }, { jobId: `again_${callId}` });
    await allPushesSettled();

    const pushes = pushService.pushesTo(owner.deviceId);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]!.message).toEqual({
      title: `${hotel.name}: a caller asked for a callback`,
      body: 'Tap to open the call.',
      url: `/dashboard/call-logs?hotel=${hotel.id}&id=${callId}`,
      tag: `${hotel.id}/${callId}`,
    });
    expect(JSON.stringify(pushes[0]!.message)).not.toMatch(/Example|555|room 12/);
    expect(pushes[0]!.senderKey).toBe(app.config.push.vapid.publicKey);
    expect(pushes[0]!.claims.aud).toBe(pushService.origin);
    expect(pushService.pushesTo(quiet.deviceId)).toHaveLength(0);
    expect(pushService.refused).toEqual([]);
    const devices = await owner.agent.get('/api/me/push-subscriptions');
    expect(devices.body.devices).toEqual([
      expect.objectContaining({ deviceName: 'Chrome on Android', lastUsedAt: expect.any(String) }),
    ]);
  });

  it('when an alert comes in quiet hours, then its push waits for 07:00 on the hotel clock and nothing is sent now', async () => {
    const hotel = await hotelIn(zoneWhereHourIs(21, 6));
    const owner = await memberWithDevice(hotel.id);
    await storedCall(hotel.id, ['complaint']);
    await eventually(async () => {
      const { rows } = await app.deps.pool.query(
        `select to_char(due_at at time zone h.timezone, 'HH24:MI') as due, d.sent_at
         from public.push_deliveries d join public.hotels h using (hotel_id) where d.user_id = $1`,
        [owner.user.id],
      );
      return rows.length === 1 ? rows[0] : undefined;
    }, 'the push owed').then((row) => expect(row).toEqual({ due: '07:00', sent_at: null }));
    await allPushesSettled();
    expect(pushService.pushesTo(owner.deviceId)).toHaveLength(0);
  });

  it.each([404, 410])(
    'when the push service answers %i, then the device is removed and gets nothing more',
    async (status) => {
      const hotel = await hotelIn(zoneWhereHourIs(8, 20));
      const owner = await memberWithDevice(hotel.id);
      pushService.answerNext(owner.deviceId, status);
      await storedCall(hotel.id, ['complaint']);
      await eventually(async () => {
        const { rows } = await app.deps.pool.query('select 1 from public.push_subscriptions where user_id = $1', [
          owner.user.id,
        ]);
        return rows.length === 0 ? true : undefined;
      }, 'the device removed');
      await storedCall(hotel.id, ['complaint']);
      await allPushesSettled();
      expect(pushService.requests.filter((r) => r.path === `/push/${owner.deviceId}`)).toHaveLength(1);
      expect(pushService.pushesTo(owner.deviceId)).toHaveLength(0);
    },
  );

  it('when the push service fails with 503 and then does not answer, then the push is retried and arrives once', async () => {
    const hotel = await hotelIn(zoneWhereHourIs(8, 20));
    const owner = await memberWithDevice(hotel.id);
    pushService.answerNext(owner.deviceId, 503, 'no-answer');
    await storedCall(hotel.id, ['complaint']);
    await eventually(async () => (pushService.pushesTo(owner.deviceId).length > 0 ? true : undefined), 'the push');
    await allPushesSettled();
    // The 503, the unanswered try, then the one the push service took.
    expect(pushService.requests.filter((r) => r.path === `/push/${owner.deviceId}`).length).toBeGreaterThanOrEqual(3);
    expect(pushService.pushesTo(owner.deviceId)).toHaveLength(1);
  });

  it('when a member was removed from the hotel or signed out everywhere before the push went, then they get nothing', async () => {
    const hotel = await hotelIn(zoneWhereHourIs(8, 20));
    const removed = await memberWithDevice(hotel.id);
    const signedOut = await memberWithDevice(hotel.id);
    const stays = await memberWithDevice(hotel.id);
    // The push service out of reach until both have left, so their pushes are still owed then.
    const reachable = [removed, signedOut, stays].map((member) => pushService.unreachable(member.deviceId));
    await storedCall(hotel.id, ['complaint']);
    await eventually(async () => {
      const tried = new Set(pushService.requests.map((r) => r.path));
      return [removed, signedOut, stays].every((m) => tried.has(`/push/${m.deviceId}`)) ? true : undefined;
    }, 'the first tries');
    await app.deps.pool.query('delete from public.user_hotels where user_id = $1 and hotel_id = $2', [
      removed.user.id,
      hotel.id,
    ]);
    expect((await signedOut.agent.post('/api/account/sign-out-everywhere')).status).toBe(204);
    for (const release of reachable) release();
    await eventually(async () => (pushService.pushesTo(stays.deviceId).length > 0 ? true : undefined), 'the retry');
    await allPushesSettled();
    expect(pushService.pushesTo(stays.deviceId)).toHaveLength(1);
    expect(pushService.pushesTo(removed.deviceId)).toHaveLength(0);
    expect(pushService.pushesTo(signedOut.deviceId)).toHaveLength(0);
  });

  it('when a person turns a device off for one hotel, then it gets none of that hotel’s pushes, even one already owed, and still gets the other hotel’s', async () => {
    const harbor = await hotelIn(zoneWhereHourIs(8, 20));
    const alpine = await hotelIn(zoneWhereHourIs(8, 20));
    const owner = await memberWithDevice(harbor.id);
    await linkUserToHotel(app.deps.pool, owner.user.id, alpine.id);
    const laptop = pushService.subscribe();
    const added = await owner.agent
      .post('/api/me/push-subscriptions')
      .set('User-Agent', desktopChrome)
      .send(laptop.subscription);
    expect(added.status).toBe(201);
    const deviceOff = (hotelId: string, pushSubscriptionId: string) =>
      owner.agent
        .put(`/api/hotels/${hotelId}/alert-settings/devices/${pushSubscriptionId}`)
        .send({ getsPushes: false });

    // The laptop is off for Harbor View before anything happens.
    const saved = await deviceOff(harbor.id, added.body.pushSubscriptionId);
    expect(saved.status).toBe(200);
    expect(saved.body.devices).toEqual([
      expect.objectContaining({ pushSubscriptionId: owner.pushSubscriptionId, getsPushes: true }),
      expect.objectContaining({ pushSubscriptionId: added.body.pushSubscriptionId, getsPushes: false }),
    ]);
    // The phone's push is owed (its push service out of reach) when the phone is turned off too.
    const reachable = pushService.unreachable(owner.deviceId);
    await storedCall(harbor.id, ['complaint']);
    await eventually(
      async () => (pushService.requests.some((r) => r.path === `/push/${owner.deviceId}`) ? true : undefined),
      'the first try',
    );
    expect((await deviceOff(harbor.id, owner.pushSubscriptionId)).status).toBe(200);
    reachable();
    await storedCall(alpine.id, ['complaint']);
    await eventually(
      async () => (pushService.pushesTo(laptop.deviceId).length > 0 ? true : undefined),
      'Alpine’s push',
    );
    await allPushesSettled();

    expect(pushService.pushesTo(owner.deviceId).map((push) => push.message.title)).toEqual([
      `${alpine.name}: a caller complained`,
    ]);
    expect(pushService.pushesTo(laptop.deviceId).map((push) => push.message.title)).toEqual([
      `${alpine.name}: a caller complained`,
    ]);
    const { rows } = await app.deps.pool.query('select 1 from public.push_deliveries where hotel_id = $1', [harbor.id]);
    expect(rows).toHaveLength(0);
  });
});
