import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHotel } from '../../../../test/support/factories.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { startTestWorker } from '../../../../test/support/worker-process.ts';
import { eventually } from '../../../../test/support/eventually.ts';
import { classifierVersion } from '../../classifier/classify-call.ts';

describe('re-deriving calls stored by an older classifier', () => {
  let app: TestApp;
  let worker: Awaited<ReturnType<typeof startTestWorker>>;
  let hotelId: string;

  const insertOldCall = async (callId: string, callerText: string, language: string | null, source: string | null) => {
    const transcript = [
      { role: 'assistant', text: 'Hotel Miramar, buongiorno.', offset: 0 },
      { role: 'user', text: callerText, offset: 2 },
    ];
    await app.deps.pool.query(
      `insert into public.call_logs (hotel_id, call_id, room_name, status, started_at, transcript, transcript_text,
         turn_count, classifier_version, language, language_source)
       values ($1, $2, 'lobby', 'ended', '2025-03-03T10:00:00Z', $3, $4, 2, 1, $5, $6)`,
      [hotelId, callId, JSON.stringify(transcript), transcript.map((t) => t.text).join('\n'), language, source],
    );
  };

  beforeAll(async () => {
    app = createTestApp();
    hotelId = (await createHotel(app.deps.pool)).id;
    await insertOldCall(
      'old-es_lobby_20250303_100000',
      '¿Tienen una habitación doble libre para el viernes y cuánto cuesta el aparcamiento?',
      null,
      null,
    );
    await insertOldCall(
      'old-provider_lobby_20250303_100100',
      'Do you have a double room free on Friday, and how much is parking?',
      'it',
      'provider',
    );
    worker = await startTestWorker(app);
  }, 60_000);

  afterAll(async () => {
    await worker?.stop();
    await app?.close();
  });

  it("when the worker starts, then calls of the older version get their language, and a platform's language is kept", async () => {
    const rows = await eventually(async () => {
      const { rows } = await app.deps.pool.query<{ callId: string; language: string; languageSource: string }>(
        `select call_id as "callId", language, language_source as "languageSource" from public.call_logs
         where hotel_id = $1 and classifier_version = $2 order by call_id`,
        [hotelId, classifierVersion],
      );
      return rows.length === 2 ? rows : undefined;
    }, 'the re-derived calls');
    expect(rows).toEqual([
      { callId: 'old-es_lobby_20250303_100000', language: 'es', languageSource: 'auto' },
      { callId: 'old-provider_lobby_20250303_100100', language: 'it', languageSource: 'provider' },
    ]);
  });
});
