import fs from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHotel } from '../../../../test/support/factories.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { startTestWorker } from '../../../../test/support/worker-process.ts';
import { eventually } from '../../../../test/support/eventually.ts';
import { newCallId, sampleRecording, sampleTranscript } from '../../../../test/support/calls.ts';
import { callObjectPaths } from '../../../../api/src/contracts/call-objects.ts';

const callRow = (app: TestApp, hotelId: string, callId: string) =>
  eventually(async () => {
    const { rows } = await app.deps.pool.query(
      'select turn_count, recording_path from public.call_logs where hotel_id = $1 and call_id = $2',
      [hotelId, callId],
    );
    return rows[0]?.turn_count === 3 && rows[0]?.recording_path ? rows[0] : undefined;
  }, `call ${callId}`);

/**
 * Writes a call's objects as a storage server would, but with triggers off for this session: neither
 * the feed row nor the wake-up happens, as if the announcement had been lost.
 */
async function putWithoutNotify(app: TestApp, hotelId: string, callId: string) {
  const objects = [
    { name: callObjectPaths(hotelId, callId).transcript, body: sampleTranscript(), type: 'application/json' },
    { name: callObjectPaths(hotelId, callId).recording, body: sampleRecording, type: 'audio/ogg' },
  ];
  const client = await app.deps.pool.connect();
  try {
    await client.query(`set session_replication_role = replica`);
    for (const object of objects) {
      const file = path.join(app.dataDir, 'storage', 'calls', object.name);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, object.body);
      await client.query(`insert into storage.objects (bucket_id, name, metadata) values ('calls', $1, $2)`, [
        object.name,
        { size: object.body.length, mimetype: object.type },
      ]);
    }
  } finally {
    await client.query(`set session_replication_role = origin`);
    client.release();
  }
}

describe.each(['redis', 'postgres'] as const)('reconcile (%s backend)', (backend) => {
  let app: TestApp;
  beforeAll(() => {
    app = createTestApp({ queueBackend: backend });
  });
  afterAll(() => app.close());

  it('when objects arrived while the worker was stopped, then the next worker ingests them', async () => {
    const hotel = await createHotel(app.deps.pool);
    const callId = newCallId('offline');
    await app.deps.storage.put('calls', callObjectPaths(hotel.id, callId).recording, sampleRecording, 'audio/ogg');
    await app.deps.storage.put(
      'calls',
      callObjectPaths(hotel.id, callId).transcript,
      sampleTranscript(),
      'application/json',
    );
    const worker = await startTestWorker(app);
    try {
      await callRow(app, hotel.id, callId);
    } finally {
      await worker.stop();
    }
  });

  it('when notifications are lost while the worker runs, then the scheduled reconcile finds the objects', async () => {
    const hotel = await createHotel(app.deps.pool);
    const worker = await startTestWorker(app, { RECONCILE_EVERY_MS: '1000' });
    try {
      const callId = newCallId('lostnotify');
      await putWithoutNotify(app, hotel.id, callId);
      await callRow(app, hotel.id, callId);
    } finally {
      await worker.stop();
    }
  });
});

describe('reconcile after the queue data is flushed (redis)', () => {
  let app: TestApp;
  beforeAll(() => {
    app = createTestApp({ queueBackend: 'redis' });
  });
  afterAll(() => app.close());

  it("when every queue key (the scheduler's too) is deleted, then calls whose notification was lost still arrive", async () => {
    const hotel = await createHotel(app.deps.pool);
    const worker = await startTestWorker(app, { RECONCILE_EVERY_MS: '1000' });
    // FLUSHALL would wipe other engineers' and test runs' data on this shared Redis; deleting every
    // key under this run's prefix is the same event for this run's queues.
    const redis = new Redis(app.config.redisUrl);
    try {
      const keys = await redis.keys(`${app.prefix}:*`);
      expect(keys.some((k) => k.includes(':reconcile:'))).toBe(true);
      await redis.del(...keys);
      const callId = newCallId('flushed');
      await putWithoutNotify(app, hotel.id, callId);
      await callRow(app, hotel.id, callId);
    } finally {
      redis.disconnect();
      await worker.stop();
    }
  });
});
