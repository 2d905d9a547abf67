import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callObjectPaths } from '@hotelvoice/api/contracts';
import { createHotel } from '../../../../test/support/factories.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { newCallId, sampleTranscript } from '../../../../test/support/calls.ts';
import { buildCallLog } from './build-call-log.ts';
import { upsertBatch } from './upsert-batch.ts';

describe('upsertBatch', () => {
  let app: TestApp;
  let hotelId: string;

  /** A call's values as the ingest job builds them from a transcript alone. */
  const valuesOf = (callId: string, text: string) => {
    const bytes = sampleTranscript(text);
    const transcript = {
      path: callObjectPaths(hotelId, callId).transcript,
      size: bytes.length,
      createdAt: new Date('2026-11-01T10:00:00Z'),
      contentType: 'application/json',
      bytes,
    };
    return buildCallLog(hotelId, callId, {
      transcript,
      recording: null,
      recordingSeconds: null,
      facts: null,
      factPaths: [],
      providerAudio: false,
    });
  };

  beforeAll(async () => {
    app = createTestApp();
    hotelId = (await createHotel(app.deps.pool)).id;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('when a call is written first, then its row is new; written again changed, then it is not; unchanged, then nothing is announced', async () => {
    const callId = newCallId('desk');
    const [first] = await upsertBatch(app.deps.pool, [valuesOf(callId, 'Is breakfast included?')]);
    expect(first).toMatchObject({ inserted: true, item: { callId, turnCount: 3 } });

    const [changed] = await upsertBatch(app.deps.pool, [valuesOf(callId, 'Is parking included?')]);
    expect(changed).toMatchObject({ inserted: false, item: { callId } });

    const [unchanged] = await upsertBatch(app.deps.pool, [valuesOf(callId, 'Is parking included?')]);
    expect(unchanged).toBeNull();
  });

  it('when a batch holds a new call and an erased one, then only the new one is written', async () => {
    const [fresh, erased] = [newCallId('lobby'), newCallId('room-12')];
    await app.deps.pool.query('insert into public.erased_calls (hotel_id, call_id) values ($1, $2)', [hotelId, erased]);
    const results = await upsertBatch(app.deps.pool, [
      valuesOf(fresh, 'Can I check in early?'),
      valuesOf(erased, 'Can I check in early?'),
    ]);
    expect(results.map((result) => (result instanceof Error ? 'error' : result?.inserted))).toEqual([true, undefined]);
    const { rows } = await app.deps.pool.query<{ callId: string }>(
      'select call_id as "callId" from public.call_logs where hotel_id = $1 and call_id = any($2::text[])',
      [hotelId, [fresh, erased]],
    );
    expect(rows.map((row) => row.callId)).toEqual([fresh]);
  });
});
