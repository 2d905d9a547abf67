import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pmsCheckJobId, pmsCheckJobOf } from '@hotelvoice/api/contracts';
import { startCloudbedsDouble } from '../../../../test/support/doubles/cloudbeds-double.ts';
import { json } from '../../../../test/support/doubles/http-double.ts';
import { eventually } from '../../../../test/support/eventually.ts';
import { createHotel, createUser, linkUserToHotel, signedInAgent } from '../../../../test/support/factories.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { startTestWorker } from '../../../../test/support/worker-process.ts';

let app: TestApp;
let double: Awaited<ReturnType<typeof startCloudbedsDouble>>;
let worker: Awaited<ReturnType<typeof startTestWorker>>;

beforeAll(async () => {
  double = await startCloudbedsDouble({ apiKey: 'cbat_daily', propertyId: '55', propertyName: 'Daily Inn' });
  app = createTestApp({ env: { PMS_CLOUDBEDS_URL: double.url } });
  // The worker reads the keys the api stored: the same data folder holds the same encryption key.
  worker = await startTestWorker(app, { PMS_CLOUDBEDS_URL: double.url });
}, 60_000);
afterAll(async () => {
  await worker?.stop();
  await app.close();
  await double.close();
});

async function connected() {
  const owner = await createUser(app.deps.auth, app.deps.pool);
  const hotel = await createHotel(app.deps.pool);
  await linkUserToHotel(app.deps.pool, owner.id, hotel.id);
  const agent = await signedInAgent(app, owner);
  const saved = await agent
    .post('/api/set-pms-key')
    .send({ hotel_id: hotel.id, provider: 'cloudbeds', property_id: '55', pms_key: 'cbat_daily' });
  expect(saved.status).toBe(200);
  return { hotel, agent };
}

const statusOf = async (agent: Awaited<ReturnType<typeof connected>>['agent'], hotelId: string) =>
  (await agent.get(`/api/check-pms-key?uid=${hotelId}`)).body;

describe('PMS key checks in the worker', () => {
  it('when the key stops working, then a check records the reason; when it answers again, the next check clears it', async () => {
    const { hotel, agent } = await connected();
    double.intercept(() => json(401, { success: false, message: 'This API key was revoked' }));
    await app.deps.queues.pmsCheck.addBulk([pmsCheckJobOf(hotel.id)]);
    const failing = await eventually(async () => {
      const status = await statusOf(agent, hotel.id);
      return status.connection === 'failing' ? status : undefined;
    }, 'the failed check');
    expect(failing.last_error).toBe('This API key was revoked');
    double.clearInterceptors();

    await eventually(
      async () => ((await app.deps.queues.pmsCheck.getJob(pmsCheckJobId(hotel.id))) ? undefined : true),
      'the job to go',
    );
    await app.deps.queues.pmsCheck.addBulk([pmsCheckJobOf(hotel.id)]);
    const back = await eventually(async () => {
      const status = await statusOf(agent, hotel.id);
      return status.connection === 'connected' ? status : undefined;
    }, 'the passing check');
    expect(back.last_error).toBeNull();
  });

  it('when the daily run comes, then every stored key is checked', async () => {
    const first = await connected();
    const second = await connected();
    const before = await statusOf(first.agent, first.hotel.id);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await app.deps.queues.pmsCheck.add('pms-check-all', { all: true });
    for (const { agent, hotel } of [first, second]) {
      await eventually(async () => {
        const status = await statusOf(agent, hotel.id);
        return status.checked_at > before.checked_at ? status : undefined;
      }, 'the daily check of each hotel');
    }
  });

  it('when the worker starts, then the daily scheduler exists', async () => {
    const scheduler = await app.deps.queues.pmsCheck.getJobScheduler('pms-check-daily');
    expect(Number(scheduler?.every)).toBe(24 * 3600 * 1000);
  });
});
