import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callObjectPaths, type CallLogListItem } from '@hotelvoice/api/contracts';
import { createHotel } from '../../../../test/support/factories.ts';
import { createPrivateDatabase } from '../../../../test/support/private-database.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { newCallId, sampleRecording, sampleTranscript } from '../../../../test/support/calls.ts';
import { buildCallLog } from '../call-ingest/build-call-log.ts';
import { upsertCallLogs } from '@hotelvoice/api/modules/call-logs';
import { measureRecording } from '../call-ingest/measure-recording.ts';
import { processCardRedactionBackfill } from './card-redaction-backfill.processor.ts';
import { backfillRunName } from './card-redaction-backfill.repo.ts';
import { processRetention } from './retention.processor.ts';
import { createStoredExport, markStoredExportReady, storedExportPath } from '@hotelvoice/api/modules/data-export';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const stamp = (d: Date) => d.toISOString().slice(0, 19).replace(/-/g, '').replace('T', '_').replace(/:/g, '');

describe('retention and the card-redaction backfill', () => {
  let app: TestApp;
  // Retention and the backfill act on every hotel: a database of their own keeps other tests' calls out.
  let database: Awaited<ReturnType<typeof createPrivateDatabase>>;
  const events: CallLogListItem[] = [];
  const emitter = { toRoom: (_room: string, _event: string, item: CallLogListItem) => void events.push(item) };
  const ctx = () => ({ pool: app.deps.pool, storage: app.deps.storage, emitter: emitter as never });

  const noProviderInputs = { facts: null, factPaths: [], providerAudio: false };

  /** A call stored as the worker stores it, started `age` days ago, without running a worker. */
  async function storeCall(hotelId: string, age: number, transcript = sampleTranscript()) {
    const callId = newCallId('old').replace(/_\d{8}_\d{6}$/, `_${stamp(daysAgo(age))}`);
    const paths = callObjectPaths(hotelId, callId);
    await app.deps.storage.put('calls', paths.recording, sampleRecording, 'audio/ogg');
    await app.deps.storage.put('calls', paths.transcript, transcript, 'application/json');
    const objects = {
      transcript: {
        path: paths.transcript,
        size: transcript.length,
        createdAt: new Date(),
        contentType: 'application/json',
        bytes: transcript,
      },
      recording: {
        path: paths.recording,
        size: sampleRecording.length,
        createdAt: new Date(),
        contentType: 'audio/ogg',
        bytes: sampleRecording,
      },
    };
    const recordingSeconds = await measureRecording(sampleRecording, 'audio/ogg');
    await upsertCallLogs(app.deps.pool, [
      buildCallLog(hotelId, callId, { ...objects, ...noProviderInputs, recordingSeconds }),
    ]);
    return { callId, paths, objects };
  }
  const rowOf = (hotelId: string, callId: string) =>
    app.deps.pool
      .query('select * from public.call_logs where hotel_id = $1 and call_id = $2', [hotelId, callId])
      .then((r) => r.rows[0] as Record<string, unknown> | undefined);

  beforeAll(async () => {
    database = await createPrivateDatabase('retention');
    app = createTestApp({ env: { DATABASE_URL: database.url } });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('when recordings pass the hotel retention, then objects go, the call stays and says after how many days', async () => {
    const hotel = await createHotel(app.deps.pool);
    const old = await storeCall(hotel.id, 100);
    const recent = await storeCall(hotel.id, 10);
    const before = await rowOf(hotel.id, old.callId);

    await processRetention(ctx(), undefined, { batchSize: 1, pauseMs: 0 });

    const after = (await rowOf(hotel.id, old.callId))!;
    expect(after.recording_path).toBeNull();
    expect(after.recording_deleted_after_days).toBe(90);
    expect(after.duration_seconds).toEqual(before!.duration_seconds);
    expect(after.duration_estimated).toBe(false);
    expect(await app.deps.storage.stat('calls', old.paths.recording)).toBeNull();
    expect(await app.deps.storage.stat('calls', old.paths.transcript)).not.toBeNull();
    expect((await rowOf(hotel.id, recent.callId))!.recording_path).not.toBeNull();
    expect(events.some((e) => e.callId === old.callId && !e.hasRecording)).toBe(true);

    // A re-ingest from the remaining transcript keeps the measured duration and attaches nothing.
    await upsertCallLogs(app.deps.pool, [
      buildCallLog(hotel.id, old.callId, {
        transcript: old.objects.transcript,
        recording: null,
        ...noProviderInputs,
        recordingSeconds: null,
      }),
    ]);
    const reingested = (await rowOf(hotel.id, old.callId))!;
    expect(reingested.duration_seconds).toEqual(before!.duration_seconds);
    expect(reingested.duration_estimated).toBe(false);
    expect(reingested.recording_path).toBeNull();
  });

  it('when calls pass the transcript retention, then they go whole; "forever" keeps them', async () => {
    const hotel = await createHotel(app.deps.pool);
    const forever = await createHotel(app.deps.pool);
    await app.deps.pool.query('update public.hotels set transcript_retention_days = 30 where hotel_id = $1', [
      hotel.id,
    ]);
    await app.deps.pool.query('update public.hotels set transcript_retention_days = null where hotel_id = $1', [
      forever.id,
    ]);
    const gone = await storeCall(hotel.id, 45);
    const kept = await storeCall(hotel.id, 5);
    const ancient = await storeCall(forever.id, 4000);

    await processRetention(ctx(), undefined, { batchSize: 2, pauseMs: 0 });

    expect(await rowOf(hotel.id, gone.callId)).toBeUndefined();
    expect(await app.deps.storage.stat('calls', gone.paths.transcript)).toBeNull();
    expect(await rowOf(hotel.id, kept.callId)).toBeDefined();
    const ancientRow = (await rowOf(forever.id, ancient.callId))!;
    expect(ancientRow.turn_count).toBe(3);
    expect(ancientRow.recording_path).toBeNull();
  });

  it('when calls were stored before redaction existed, then the backfill redacts rows and objects and resumes', async () => {
    const hotel = await createHotel(app.deps.pool);
    const spoken = 'my card is four one one one one one one one one one one one one one one one, code is 123';
    const call = await storeCall(hotel.id, 3);
    // As stored before this change: the card in the row and in the object.
    const raw = sampleTranscript(spoken);
    await app.deps.pool.query(
      `update public.call_logs set transcript = $3, transcript_text = $4 where hotel_id = $1 and call_id = $2`,
      [
        hotel.id,
        call.callId,
        JSON.stringify(
          JSON.parse(raw.toString()).map((i: { role: string; content: string[] }) => ({
            role: i.role,
            text: i.content[0],
            offset: null,
          })),
        ),
        spoken,
      ],
    );
    await app.deps.pool.query('delete from public.maintenance_runs where name = $1', [backfillRunName]);
    await app.deps.pool.query('update public.call_logs set transcript_text = transcript_text where false');
    // Write the old object behind storage's back, as a writer from before this change did.
    await app.deps.storage.put('calls', call.paths.transcript, raw, 'application/json');

    const progress: unknown[] = [];
    const result = await processCardRedactionBackfill(ctx(), { updateProgress: async (p) => void progress.push(p) });
    expect(result.changed).toBeGreaterThanOrEqual(1);
    const row = (await rowOf(hotel.id, call.callId))!;
    expect(row.transcript_text).toContain('my card is [card number removed], code is [card details removed]');
    expect(row.transcript_preview).not.toContain('one one one');
    const object = (await app.deps.storage.get('calls', call.paths.transcript)).toString();
    expect(object).not.toMatch(/one one one one/);
    expect(progress.at(-1)).toMatchObject({ processed: result.processed });

    // Finished for good: a second run does nothing.
    const again = await processCardRedactionBackfill(ctx());
    expect(again).toEqual(result);
    const search = await app.deps.pool.query(
      `select 1 from public.call_logs where hotel_id = $1 and search_vector @@ plainto_tsquery('simple', 'one')`,
      [hotel.id],
    );
    expect(search.rowCount).toBe(0);
  });

  it('when a job-built export expires, then the retention run deletes its zip and row; a live one stays', async () => {
    const hotel = await createHotel(app.deps.pool);
    const made = async (expired: boolean) => {
      const { exportId } = await createStoredExport(app.deps.pool, {
        hotelId: hotel.id,
        userId: null,
        email: 'o@x.dev',
      });
      const objectPath = storedExportPath(hotel.id, exportId);
      await app.deps.storage.put('calls', objectPath, Buffer.from('PK zip'), 'application/zip');
      await markStoredExportReady(app.deps.pool, exportId, { objectPath, sizeBytes: 6, calls: 0 });
      if (expired) {
        await app.deps.pool.query(
          `update public.data_exports set expires_at = now() - interval '1 minute' where export_id = $1`,
          [exportId],
        );
      }
      return objectPath;
    };
    const old = await made(true);
    const live = await made(false);

    const result = await processRetention(ctx(), undefined, { batchSize: 500, pauseMs: 0 });

    expect(result.exportsDeleted).toBe(1);
    expect(await app.deps.storage.stat('calls', old)).toBeNull();
    expect(await app.deps.storage.stat('calls', live)).not.toBeNull();
    const { rows } = await app.deps.pool.query('select object_path from public.data_exports where hotel_id = $1', [
      hotel.id,
    ]);
    expect(rows.map((r) => r.object_path)).toEqual([live]);
  });
});
