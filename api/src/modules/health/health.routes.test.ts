import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { startTestWorker } from '../../../../test/support/worker-process.ts';
import { eventually } from '../../../../test/support/eventually.ts';

describe('/readyz', () => {
  let app: TestApp;
  beforeAll(() => {
    app = createTestApp();
  });
  afterAll(() => app?.close());

  const readyz = async () => (await request(app.app).get('/readyz')).body as Record<string, unknown>;

  it('when no worker serves the queues, then the api is ready but says the worker is down; a worker makes it whole', async () => {
    expect(await readyz()).toMatchObject({
      status: 'degraded',
      database: true,
      queue: true,
      worker: { status: 'down', running: 0, lastSeenSecondsAgo: null },
    });
    const response = await request(app.app).get('/readyz');
    expect(response.status).toBe(200); // a worker that is down does not take the api out of service

    const worker = await startTestWorker(app);
    expect(await readyz()).toMatchObject({ status: 'ready', worker: { status: 'up', running: 1 } });

    // A worker that stops cleanly takes its heartbeat with it; the last sighting stays known.
    await worker.stop();
    const after = await eventually(async () => {
      const body = await readyz();
      return (body.worker as { status: string }).status === 'down' ? body : undefined;
    }, 'the worker to be reported down');
    expect(after).toMatchObject({ status: 'degraded', worker: { running: 0 } });
  }, 60_000);
});
