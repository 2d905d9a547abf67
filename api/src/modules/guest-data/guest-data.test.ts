import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callObjectPaths } from '../../contracts/call-objects.ts';
import { exportCallCsvColumns } from '../data-export/index.ts';
import { createHotel, createUser, linkUserToHotel, signedInAgent } from '../../../../test/support/factories.ts';
import { createTestApp, type BrowserAgent, type TestApp } from '../../../../test/support/test-app.ts';
import { startTestWorker } from '../../../../test/support/worker-process.ts';
import { eventually } from '../../../../test/support/eventually.ts';
import { ingestSignature, newCallId, sampleRecording } from '../../../../test/support/calls.ts';
import { multipartBody } from '../../../../scripts/lib/call-fixtures.ts';
import request from 'supertest';

const card = '4111 1111 1111 1111';
const cardTranscript = (word: string, caller: string | null) =>
  Buffer.from(
    JSON.stringify({
      items: [
        { role: 'assistant', content: ['How would you like to pay?'] },
        { role: 'user', content: [`Visa ${card}, expiry 09/28, code 431. Also ${word}.`] },
        { role: 'assistant', content: ['Thank you, the room is guaranteed.'] },
      ],
      metadata: caller ? { caller_number: caller, summary: `Paid with 5555 5555 5555 4444 (${word})` } : {},
    }),
  );

/** Card numbers, whole or in groups, in any of the forms the fixtures use. */
const holdsCard = (text: string) => /4111[\s-]?1111|5555[\s-]?5555|\b431\b|09\/28/.test(text);

describe("guests' data through a real worker", () => {
  let app: TestApp;
  let worker: Awaited<ReturnType<typeof startTestWorker>>;
  let hotel: { id: string; name: string };
  let owner: BrowserAgent;
  let admin: BrowserAgent;

  const row = (callId: string) =>
    app.deps.pool
      .query('select * from public.call_logs where hotel_id = $1 and call_id = $2', [hotel.id, callId])
      .then((r) => r.rows[0] as Record<string, unknown> | undefined);
  const stored = async (callId: string) => {
    const put = async (p: string) => (await app.deps.storage.get('calls', p).catch(() => null))?.toString('utf8');
    const paths = callObjectPaths(hotel.id, callId);
    return { transcript: await put(paths.transcript), recording: await put(paths.recording) };
  };
  const putCall = async (callId: string, transcript: Buffer, recording = true) => {
    const paths = callObjectPaths(hotel.id, callId);
    if (recording) await app.deps.storage.put('calls', paths.recording, sampleRecording, 'audio/ogg');
    await app.deps.storage.put('calls', paths.transcript, transcript, 'application/json');
  };
  const rowReady = (callId: string) =>
    eventually(async () => ((await row(callId))?.turn_count ? true : undefined), callId);
  const search = async (word: string) =>
    (await owner.get(`/api/hotels/${hotel.id}/call-logs?q=${word}`)).body.items.map(
      (i: { callId: string }) => i.callId,
    );
  const csv = async () => (await owner.get(`/api/hotels/${hotel.id}/call-logs/export.csv`)).text;
  const auditOf = (action: string) =>
    app.deps.pool
      .query('select * from public.audit_events where action = $1 and hotel_id = $2 order by audit_event_id', [
        action,
        hotel.id,
      ])
      .then((r) => r.rows);

  beforeAll(async () => {
    app = createTestApp({ queueBackend: 'redis' });
    hotel = await createHotel(app.deps.pool);
    const ownerUser = await createUser(app.deps.auth, app.deps.pool);
    await linkUserToHotel(app.deps.pool, ownerUser.id, hotel.id);
    owner = await signedInAgent(app, ownerUser);
    admin = await signedInAgent(app, await createUser(app.deps.auth, app.deps.pool, { admin: true }), true);
    worker = await startTestWorker(app);
  }, 60_000);

  afterAll(async () => {
    await worker?.stop();
    await app?.close();
  });

  describe('card numbers never stored', () => {
    it('when a transcript with a card is written straight into storage, then the object, row, search and CSV lose it', async () => {
      const callId = newCallId('card');
      await putCall(callId, cardTranscript('zebrafinch', '+49 30 5550001'), false);
      await rowReady(callId);
      const objects = await eventually(async () => {
        const now = await stored(callId);
        return now.transcript && !holdsCard(now.transcript) ? now : undefined;
      }, 'the stored transcript to be replaced by its redacted copy');
      expect(objects.transcript).toContain('[card number removed]');
      const saved = (await row(callId))!;
      expect(holdsCard(JSON.stringify(saved.transcript))).toBe(false);
      expect(saved.transcript_text).toContain('Visa [card number removed], expiry [card details removed]');
      expect(saved.caller_number).toBe('+49 30 5550001');
      expect(await search('4111')).toEqual([]);
      expect(await search('zebrafinch')).toEqual([callId]);
      expect(holdsCard(await csv())).toBe(false);
    });

    it('when a card arrives through the signed ingest API, then it is redacted before the storage write', async () => {
      await app.deps.pool.query('update public.hotels set card_last4_visible = true where hotel_id = $1', [hotel.id]);
      const callId = newCallId('api');
      const body = multipartBody(
        { hotel_id: hotel.id, call_id: callId },
        { transcript: { body: cardTranscript('ingestword', null), type: 'application/json' } },
      );
      const res = await request(app.app)
        .post('/api/ingest/calls')
        .set('content-type', body.contentType)
        .set('x-hotelvoice-signature', ingestSignature(app.config.ingestHmacSecret, body.body))
        .send(body.body);
      expect(res.status).toBe(202);
      // Read at once: the api wrote the object before answering, and it never held the number.
      const objects = await stored(callId);
      expect(objects.transcript).toContain('[card number removed, ending 1111]');
      expect(holdsCard(objects.transcript!)).toBe(false);
      await app.deps.pool.query('update public.hotels set card_last4_visible = false where hotel_id = $1', [hotel.id]);
    });
  });

  describe('erasure on request', () => {
    it('when a caller is erased, then search, the storage listing and the CSV show no trace and the audit log has the count', async () => {
      const guest = '+44 20 7946 0001';
      const ids = [newCallId('er'), newCallId('er'), newCallId('er')];
      const other = newCallId('keep');
      for (const id of ids) await putCall(id, cardTranscript('quetzalword', guest));
      await putCall(other, cardTranscript('otherguestword', '+1 555 010 9999'));
      for (const id of [...ids, other]) await rowReady(id);

      const preview = await owner.get(`/api/hotels/${hotel.id}/erasure?phone=${encodeURIComponent('020 7946 0001')}`);
      expect(preview.status).toBe(200);
      expect(preview.body.callerNumbers).toEqual([guest]);
      expect(preview.body.calls.map((c: { callId: string }) => c.callId).sort()).toEqual([...ids].sort());
      const byCall = await owner.get(`/api/hotels/${hotel.id}/erasure?callId=${ids[0]}`);
      expect(byCall.body.calls).toHaveLength(3);

      const erased = await owner.post(`/api/hotels/${hotel.id}/erasure`).send({ phone: guest });
      expect(erased.body).toEqual({ erasedCalls: 3 });

      for (const id of ids) {
        expect(await row(id)).toBeUndefined();
        expect(await stored(id)).toEqual({ transcript: undefined, recording: undefined });
      }
      const listing = [
        ...(await app.deps.storage.list('calls', `hotels/${hotel.id}/transcripts`)),
        ...(await app.deps.storage.list('calls', `hotels/${hotel.id}/recordings`)),
      ].map((o) => o.path);
      for (const id of ids) expect(listing.some((p) => p.includes(id))).toBe(false);
      expect(await search('quetzalword')).toEqual([]);
      const exported = await csv();
      expect(exported).not.toContain('quetzalword');
      for (const id of ids) expect(exported).not.toContain(id);
      expect(await search('otherguestword')).toEqual([other]);

      const [entry] = (await auditOf('calls.erased')).slice(-1);
      expect(entry.details).toMatchObject({ calls: 3, by: 'phone' });
      expect(JSON.stringify(entry)).not.toContain('7946');
      expect(entry.actor_email).toMatch(/@test\.hotelvoice\.dev$/);

      // A job that read the objects before they went cannot bring the call back.
      const late = await putCallAgain(ids[0]!);
      expect(late).toBeUndefined();
    });

    async function putCallAgain(callId: string) {
      await putCall(callId, cardTranscript('quetzalword', '+44 20 7946 0001'));
      // The objects are back in storage (a provider re-sent them), but the call id is tombstoned.
      const marker = newCallId('marker');
      await putCall(marker, cardTranscript('markerword', null), false);
      await rowReady(marker);
      await new Promise((resolve) => setTimeout(resolve, 500));
      return row(callId);
    }

    it('when a new call of the caller is ingested during the erasure, then it is either gone whole or kept whole', async () => {
      const guest = '+33 6 12 34 56 78';
      const old = [newCallId('race'), newCallId('race')];
      for (const id of old) await putCall(id, cardTranscript('raceword', guest));
      for (const id of old) await rowReady(id);
      const fresh = newCallId('race');
      const [erased] = await Promise.all([
        owner.post(`/api/hotels/${hotel.id}/erasure`).send({ phone: guest }),
        putCall(fresh, cardTranscript('raceword', guest)),
      ]);
      expect(erased.status).toBe(200);
      for (const id of old) expect(await row(id)).toBeUndefined();
      // Let the worker finish whatever it had of the fresh call.
      const marker = newCallId('marker');
      await putCall(marker, cardTranscript('markerword', null), false);
      await rowReady(marker);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const freshRow = await row(fresh);
      const freshObjects = await stored(fresh);
      if (freshRow) {
        expect(freshObjects.transcript).toBeDefined();
        expect(freshObjects.recording).toBeDefined();
        expect(await search('raceword')).toEqual([fresh]);
      } else {
        expect(freshObjects).toEqual({ transcript: undefined, recording: undefined });
        expect(await search('raceword')).toEqual([]);
      }
    });

    it('when the phone number is too short or missing, then the answer is 400 and nothing is erased', async () => {
      const before = await app.deps.pool.query('select count(*) from public.call_logs where hotel_id = $1', [hotel.id]);
      expect((await owner.post(`/api/hotels/${hotel.id}/erasure`).send({ phone: '12' })).status).toBe(400);
      expect((await owner.post(`/api/hotels/${hotel.id}/erasure`).send({})).body.error.message).toMatch(/phone/i);
      const after = await app.deps.pool.query('select count(*) from public.call_logs where hotel_id = $1', [hotel.id]);
      expect(after.rows[0]).toEqual(before.rows[0]);
    });
  });

  describe('privacy settings', () => {
    it('when the owner saves retention settings, then they are kept and audited; a bad value changes nothing', async () => {
      const saved = await owner
        .put(`/api/hotels/${hotel.id}/privacy`)
        .send({ cardLast4Visible: false, recordingRetentionDays: 30, transcriptRetentionDays: null });
      expect(saved.body.privacy).toEqual({
        cardLast4Visible: false,
        recordingRetentionDays: 30,
        transcriptRetentionDays: null,
      });
      const bad = await owner
        .put(`/api/hotels/${hotel.id}/privacy`)
        .send({ cardLast4Visible: false, recordingRetentionDays: 0, transcriptRetentionDays: 365 });
      expect(bad.status).toBe(400);
      expect((await owner.get(`/api/hotels/${hotel.id}/privacy`)).body.privacy.recordingRetentionDays).toBe(30);
      const [entry] = (await auditOf('retention.changed')).slice(-1);
      expect(entry.details).toMatchObject({ recordingRetentionDays: 30, previousRecordingRetentionDays: 90 });
      await admin
        .put(`/api/hotels/${hotel.id}/privacy`)
        .send({ cardLast4Visible: false, recordingRetentionDays: 90, transcriptRetentionDays: 365 })
        .expect(200);
    });
  });

  describe('export', () => {
    it('when the owner exports, then the zip holds the calls as CSV and JSON, transcripts, recordings and reviews', async () => {
      await app.deps.pool.query(
        `insert into public.reviews (hotel_id, rating, feedback) values ($1, 4, 'Lovely pool')`,
        [hotel.id],
      );
      const answer = await owner.post(`/api/hotels/${hotel.id}/exports`).send({});
      expect(answer.body.mode).toBe('download');
      const url = new URL(answer.body.url);
      const zip = await request(app.app)
        .get(url.pathname + url.search)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        });
      expect(zip.status).toBe(200);
      expect(zip.headers['content-type']).toBe('application/zip');
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'export-'));
      fs.writeFileSync(path.join(dir, 'export.zip'), zip.body as Buffer);
      execFileSync('unzip', ['-q', 'export.zip'], { cwd: dir });
      const callsCsv = fs.readFileSync(path.join(dir, 'calls.csv'), 'utf8');
      const callsJson = JSON.parse(fs.readFileSync(path.join(dir, 'calls.json'), 'utf8')) as { callId: string }[];
      const { rows } = await app.deps.pool.query<{ call_id: string; recording_path: string | null }>(
        'select call_id, recording_path from public.call_logs where hotel_id = $1',
        [hotel.id],
      );
      expect(callsJson.map((c) => c.callId).sort()).toEqual(rows.map((r) => r.call_id).sort());
      expect(callsCsv.split(/\r?\n/)[0]).toBe(exportCallCsvColumns.join(','));
      for (const r of rows) {
        expect(callsCsv).toContain(`\n${r.call_id},`);
        expect(fs.existsSync(path.join(dir, 'transcripts', `${r.call_id}.json`))).toBe(true);
        expect(fs.existsSync(path.join(dir, 'recordings', `${r.call_id}.ogg`))).toBe(r.recording_path !== null);
      }
      expect(holdsCard(callsCsv)).toBe(false);
      expect(JSON.parse(fs.readFileSync(path.join(dir, 'reviews.json'), 'utf8'))[0]).toMatchObject({ rating: 4 });
      fs.rmSync(dir, { recursive: true, force: true });
      expect((await auditOf('data.exported')).length).toBeGreaterThan(0);
    });

    it('when the link is altered or the account lost access, then the download is refused', async () => {
      const answer = await owner.post(`/api/hotels/${hotel.id}/exports`).send({});
      const url = new URL(answer.body.url);
      const token = url.searchParams.get('token')!;
      const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
      expect((await request(app.app).get(`/api/exports/download?token=${tampered}`)).status).toBe(401);
      const outsider = await createUser(app.deps.auth, app.deps.pool);
      await linkUserToHotel(app.deps.pool, outsider.id, hotel.id);
      const theirs = await (await signedInAgent(app, outsider)).post(`/api/hotels/${hotel.id}/exports`).send({});
      await app.deps.pool.query('delete from public.user_hotels where user_id = $1', [outsider.id]);
      const link = new URL(theirs.body.url);
      expect((await request(app.app).get(link.pathname + link.search)).status).toBe(403);
    });
  });
});
