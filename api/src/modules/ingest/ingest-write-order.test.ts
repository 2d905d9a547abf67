import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callObjectPaths } from '../../contracts/call-objects.ts';
import type { StoragePort } from '../../platform/storage/storage-port.ts';
import { createHotel } from '../../../../test/support/factories.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { createIngestService } from './ingest.service.ts';

let app: TestApp;
let hotelId: string;
beforeAll(async () => {
  app = createTestApp();
  hotelId = (await createHotel(app.deps.pool)).id;
});
afterAll(() => app.close());

/** The app's storage, with writes to one path held until the test lets them through. */
function holdingWritesTo(storage: StoragePort, heldPath: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let reached!: () => void;
  const reachedHeldWrite = new Promise<void>((resolve) => (reached = resolve));
  const started: string[] = [];
  const held: StoragePort = Object.create(storage) as StoragePort;
  held.put = async (bucket, path, body, contentType) => {
    started.push(path);
    if (path === heldPath) {
      reached();
      await released;
    }
    return storage.put(bucket, path, body, contentType);
  };
  return { storage: held, started, reachedHeldWrite, release };
}

const transcript = Buffer.from(
  JSON.stringify([
    { role: 'assistant', content: ['Dune House, Mira speaking.'] },
    { role: 'user', content: ['A sea-view room for Saturday, please.'] },
  ]),
);

describe('a delivery that carries both words and the report on them', () => {
  it("when the transcript's write is slow, then the report's facts wait for it: the call is never judged without its words", async () => {
    const callId = `order-${randomUUID().slice(0, 8)}_lobby_20261128_201500`;
    const paths = callObjectPaths(hotelId, callId);
    const { storage, started, reachedHeldWrite, release } = holdingWritesTo(app.deps.storage, paths.transcript);
    const service = createIngestService(app.deps.pool, storage, app.services.hotels);

    const stored = service.storeDelivery(
      {
        hotelId,
        callId,
        transcript,
        facts: [{ kind: 'analysis', facts: { provider: 'vapi', status: 'ended', summary: 'Booked a sea-view room.' } }],
      },
      { signature: `sig-${randomUUID()}`, windowSeconds: 300 },
    );
    await reachedHeldWrite;
    // The storage feed would start the call's job on whatever lands now: nothing that judges it.
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([paths.transcript]);
    expect(await app.deps.storage.stat('calls', paths.facts.analysis)).toBeNull();

    release();
    await expect(stored).resolves.toEqual({ callId });
    expect(started).toEqual([paths.transcript, paths.facts.analysis]);
    expect(await app.deps.storage.stat('calls', paths.transcript)).not.toBeNull();
    const facts = JSON.parse((await app.deps.storage.get('calls', paths.facts.analysis)).toString()) as {
      summary: string;
    };
    expect(facts.summary).toBe('Booked a sea-view room.');
  });
});
