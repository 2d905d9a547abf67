import { io as connect } from 'socket.io-client';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallLogListItem } from '../../contracts/call-logs.ts';
import { queueTable } from '../../contracts/queues.ts';
import { listen, sampleRecording } from '../../../../test/support/calls.ts';
import { createHotel, createUser, linkUserToHotel, signedInAgent } from '../../../../test/support/factories.ts';
import { createTestApp, type BrowserAgent, type TestApp } from '../../../../test/support/test-app.ts';
import { callObjectPaths } from '../../contracts/call-objects.ts';

let app: TestApp;
let owner: BrowserAgent;
let hotelId: string;

/** Inserts a finished call row directly: these tests are about the API, not the pipeline. */
async function insertCall(callId: string, startedAt: string, text: string, recordingPath: string | null = null) {
  const transcript = [
    { role: 'assistant', text: 'Hello, front desk.', offset: 0 },
    { role: 'user', text, offset: 2.5 },
  ];
  await app.deps.pool.query(
    `insert into public.call_logs (hotel_id, call_id, room_name, started_at, ended_at, duration_seconds, transcript,
       transcript_text, turn_count, transcript_path, recording_path, transcript_size, transcript_created)
     values ($1, $2, 'lobby', $3, $3::timestamptz + interval '42 seconds', 42, $4, $5, 2, $6, $7, 100, $3)`,
    [
      hotelId,
      callId,
      startedAt,
      JSON.stringify(transcript),
      transcript.map((t) => t.text).join('\n'),
      callObjectPaths(hotelId, callId).transcript,
      recordingPath,
    ],
  );
}

beforeAll(async () => {
  app = createTestApp();
  hotelId = (await createHotel(app.deps.pool, { name: 'Harbor View Hotel' })).id;
  await app.deps.pool.query(`update public.hotels set timezone = 'Asia/Tokyo' where hotel_id = $1`, [hotelId]);
  const user = await createUser(app.deps.auth, app.deps.pool);
  await linkUserToHotel(app.deps.pool, user.id, hotelId);
  owner = await signedInAgent(app, user);
  for (let i = 0; i < 7; i++) {
    await insertCall(
      `c${i}_lobby_20250301_10000${i}`,
      `2025-03-0${1 + (i % 3)}T10:00:0${i}Z`,
      i === 4 ? 'Is the sauna open late?' : `Question number ${i}`,
    );
  }
  // Two calls at the same instant: the call id breaks the tie.
  await insertCall('tie-a_lobby_20250310_090000', '2025-03-10T09:00:00Z', 'tie a');
  await insertCall('tie-b_lobby_20250310_090000', '2025-03-10T09:00:00Z', 'tie b');
  const recordingPath = callObjectPaths(hotelId, 'rec_lobby_20250311_080000').recording;
  await app.deps.storage.put('calls', recordingPath, sampleRecording, 'audio/ogg');
  await insertCall('rec_lobby_20250311_080000', '2025-03-11T08:00:00Z', 'with a recording', recordingPath);
});
afterAll(() => app.close());

describe('call-log API', () => {
  it('when pages are followed with the cursor, then every call comes once, newest first with ties by id', async () => {
    const seen: CallLogListItem[] = [];
    let cursor: string | null = null;
    do {
      const res = await owner.get(`/api/hotels/${hotelId}/call-logs?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      seen.push(...res.body.items);
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(10);
    expect(seen.slice(0, 3).map((c) => c.callId)).toEqual([
      'rec_lobby_20250311_080000',
      'tie-b_lobby_20250310_090000',
      'tie-a_lobby_20250310_090000',
    ]);
    const starts = seen.map((c) => c.startedAt);
    expect([...starts].sort().reverse()).toEqual(starts);
    expect(seen[0]).toMatchObject({
      roomName: 'lobby',
      status: 'ended',
      durationSeconds: 42,
      turnCount: 2,
      hasRecording: true,
    });
  });

  it('when q, from and to are given, then only matching calls come back', async () => {
    const search = await owner.get(`/api/hotels/${hotelId}/call-logs?q=sauna`);
    expect(search.body.items.map((c: CallLogListItem) => c.callId)).toEqual(['c4_lobby_20250301_100004']);
    const range = await owner.get(`/api/hotels/${hotelId}/call-logs?from=2025-03-02&to=2025-03-02`);
    expect(range.body.items.map((c: CallLogListItem) => c.startedAt.slice(0, 10))).toEqual([
      '2025-03-02',
      '2025-03-02',
    ]);
  });

  it('when since is given, then calls changed after it come oldest change first', async () => {
    const since = new Date().toISOString();
    await app.deps.pool.query(
      `update public.call_logs set room_name = 'moved', updated_at = now() where hotel_id = $1 and call_id = $2`,
      [hotelId, 'c2_lobby_20250301_100002'],
    );
    const res = await owner.get(`/api/hotels/${hotelId}/call-logs?since=${since}`);
    expect(res.body.items.map((c: CallLogListItem) => c.callId)).toEqual(['c2_lobby_20250301_100002']);
    expect(res.body.nextCursor).toBeNull();
  });

  it('when a call is opened, then its transcript and a signed recording URL come back', async () => {
    const res = await owner.get(`/api/hotels/${hotelId}/call-logs/rec_lobby_20250311_080000`);
    expect(res.status).toBe(200);
    expect(res.body.transcript).toEqual([
      { role: 'assistant', text: 'Hello, front desk.', offset: 0 },
      { role: 'user', text: 'with a recording', offset: 2.5 },
    ]);
    expect(res.body.recordingUrl).toMatch(
      /^\/api\/storage\/v1\/object\/sign\/calls\/hotels\/.+\.ogg\?expires=\d+&token=/,
    );
    expect(res.body.metadata).toMatchObject({ transcriptSize: 100, recordingSize: null });
    // The Download link: the same file, as an attachment named after the call.
    const download = await owner.get(res.body.recordingDownloadUrl as string);
    expect(download.status).toBe(200);
    expect(download.headers['content-disposition']).toBe('attachment; filename="call-rec_lobby_20250311_080000.ogg"');
    const played = await owner.get(res.body.recordingUrl as string);
    expect(played.headers['content-disposition']).toBeUndefined();
    const renamed = (res.body.recordingDownloadUrl as string).replace(/download=[^&]+/, 'download=..%2Fx%22');
    expect((await owner.get(renamed)).status).toBe(403);
    const without = await owner.get(`/api/hotels/${hotelId}/call-logs/c1_lobby_20250301_100001`);
    expect(without.body.recordingUrl).toBeNull();
    expect(without.body.recordingDownloadUrl).toBeNull();
    expect((await owner.get(`/api/hotels/${hotelId}/call-logs/nope`)).status).toBe(404);
  });

  it('when the CSV export is asked for, then the header and one row per matching call stream out', async () => {
    const res = await owner.get(`/api/hotels/${hotelId}/call-logs/export.csv?q=sauna`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.text.trim().split('\r\n');
    expect(lines[0]).toBe(
      'call_id,hotel,room_name,started_at,ended_at,time_zone,duration_seconds,status,turn_count,outcome,sentiment,language,summary,end_reason,transferred,voicemail,caller_number,failure_reason,resolution,topics,follow_up,booking,transcript',
    );
    expect(lines[1]).toBe(
      'c4_lobby_20250301_100004,Harbor View Hotel,lobby,2025-03-02 19:00:04,2025-03-02 19:00:46,Asia/Tokyo,42,ended,2,,,,,,,,,,,,,,"assistant: Hello, front desk.\nuser: Is the sauna open late?"',
    );
    expect(lines).toHaveLength(2);
    expect(res.headers['content-disposition']).toBe('attachment; filename="call-logs-harbor-view-hotel-all-dates.csv"');
  });

  it('when a measured duration has a fraction, then the CSV holds whole seconds', async () => {
    await app.deps.pool.query(
      `update public.call_logs set duration_seconds = 41.6 where hotel_id = $1 and call_id = 'c4_lobby_20250301_100004'`,
      [hotelId],
    );
    const res = await owner.get(`/api/hotels/${hotelId}/call-logs/export.csv?q=sauna&from=2025-03-01&to=2025-03-31`);
    expect(res.text.split('\r\n')[1]).toContain(',Asia/Tokyo,42,ended,');
    expect(res.headers['content-disposition']).toContain('call-logs-harbor-view-hotel-2025-03-01-to-2025-03-31.csv');
    await app.deps.pool.query(
      `update public.call_logs set duration_seconds = 42 where hotel_id = $1 and call_id = 'c4_lobby_20250301_100004'`,
      [hotelId],
    );
  });

  it('when a search matches, then each item carries the matching turn with the words marked', async () => {
    const res = await owner.get(`/api/hotels/${hotelId}/call-logs?q=sauna`);
    expect(res.body.items[0].snippet).toEqual({
      turn: 1,
      parts: [
        { text: 'Is the ', match: false },
        { text: 'sauna', match: true },
        { text: ' open late?', match: false },
      ],
    });
    const plain = await owner.get(`/api/hotels/${hotelId}/call-logs?limit=1`);
    expect(plain.body.items[0]).not.toHaveProperty('snippet');
  });

  it('when the list leads, then its preview is the guest first line, not the greeting', async () => {
    const res = await owner.get(`/api/hotels/${hotelId}/call-logs?q=sauna`);
    expect(res.body.items[0].preview).toBe('Is the sauna open late?');
  });

  it('when the range ends before it starts, then 400 says so and the export refuses too', async () => {
    const list = await owner.get(`/api/hotels/${hotelId}/call-logs?from=2025-03-05&to=2025-03-01`);
    expect(list.status).toBe(400);
    expect(list.body.error.message).toBe('The start date is after the end date. Pick a start on or before the end.');
    const csv = await owner.get(`/api/hotels/${hotelId}/call-logs/export.csv?from=2025-03-05&to=2025-03-01`);
    expect(csv.status).toBe(400);
    expect(csv.headers['content-type']).toContain('application/json');
  });

  it("when dates are given, then they are days on the hotel's clock", async () => {
    // Kiritimati is UTC+14: its 2 March runs from 10:00 UTC on 1 March to 10:00 UTC on 2 March.
    await app.deps.pool.query(`update public.hotels set timezone = 'Pacific/Kiritimati' where hotel_id = $1`, [
      hotelId,
    ]);
    try {
      const day = await owner.get(`/api/hotels/${hotelId}/call-logs?from=2025-03-02&to=2025-03-02`);
      expect(day.body.items.map((c: CallLogListItem) => c.callId).sort()).toEqual([
        'c0_lobby_20250301_100000',
        'c3_lobby_20250301_100003',
        'c6_lobby_20250301_100006',
      ]);
    } finally {
      await app.deps.pool.query(`update public.hotels set timezone = 'Asia/Tokyo' where hotel_id = $1`, [hotelId]);
    }
  });

  it("when a call carries the provider's analysis, then list, detail, filters and CSV show it with the number masked", async () => {
    const callId = 'analysed_lobby_20250312_080000';
    await insertCall(callId, '2025-03-12T08:00:00Z', 'Can I book the spa?');
    await app.deps.pool.query(
      `update public.call_logs set provider = 'retell', summary = 'Spa booking, done.', outcome = 'success',
         sentiment = 'positive', end_reason = 'user_hangup', transferred = false, voicemail = false,
         caller_number = '+14155550123', structured_data = '{"spa": true}', resolution = 'booking_made',
         topics = '{amenities,billing}', follow_up_reasons = '{callback_requested}'
       where hotel_id = $1 and call_id = $2`,
      [hotelId, callId],
    );
    const list = await owner.get(`/api/hotels/${hotelId}/call-logs?outcome=success&sentiment=positive`);
    expect(list.body.items.map((c: CallLogListItem) => c.callId)).toEqual([callId]);
    expect(list.body.items[0]).toMatchObject({
      summary: 'Spa booking, done.',
      outcome: 'success',
      sentiment: 'positive',
      callerNumber: '•••• 0123',
      transferred: false,
    });
    expect((await owner.get(`/api/hotels/${hotelId}/call-logs?outcome=failure`)).body.items).toEqual([]);
    expect((await owner.get(`/api/hotels/${hotelId}/call-logs?sentiment=angry`)).status).toBe(400);
    const detail = await owner.get(`/api/hotels/${hotelId}/call-logs/${callId}`);
    expect(detail.body).toMatchObject({ structuredData: { spa: true }, callerNumber: '•••• 0123' });
    expect(JSON.stringify(detail.body)).not.toContain('4155550123');
    const csv = await owner.get(`/api/hotels/${hotelId}/call-logs/export.csv?outcome=success`);
    expect(csv.text.trim().split('\r\n')[1]).toContain(
      ',success,positive,,"Spa booking, done.",the caller hung up,no,no,•••• 0123,,Booking made,Amenities; Billing,Asked for a call back or a person,made,',
    );
  });

  it("when calls carry languages, then the hotel's languages are listed, the list filters by one and the CSV names it", async () => {
    const other = (await createHotel(app.deps.pool, { name: 'Elsewhere Inn' })).id;
    await insertCall('de1_lobby_20250313_080000', '2025-03-13T08:00:00Z', 'Haben Sie heute Abend ein Zimmer frei?');
    await insertCall('de2_lobby_20250313_090000', '2025-03-13T09:00:00Z', 'Gibt es Parkplätze am Hotel?');
    await insertCall('fr1_lobby_20250313_100000', '2025-03-13T10:00:00Z', 'Le petit déjeuner est à quelle heure ?');
    await app.deps.pool.query(
      `update public.call_logs set language = case when call_id like 'de%' then 'de' else 'fr' end,
         language_source = case when call_id = 'fr1_lobby_20250313_100000' then 'provider' else 'auto' end
       where hotel_id = $1 and call_id in ('de1_lobby_20250313_080000', 'de2_lobby_20250313_090000', 'fr1_lobby_20250313_100000')`,
      [hotelId],
    );
    // Another hotel's Italian call is not this hotel's language.
    await app.deps.pool.query(
      `insert into public.call_logs (hotel_id, call_id, room_name, started_at, transcript, transcript_text, turn_count, language, language_source)
       values ($1, 'it1_lobby_20250313_080000', 'lobby', '2025-03-13T08:00:00Z', '[]', '', 0, 'it', 'auto')`,
      [other],
    );
    try {
      const languages = await owner.get(`/api/hotels/${hotelId}/call-logs/languages`);
      expect(languages.status).toBe(200);
      expect(languages.body).toEqual({
        languages: [
          { language: 'de', calls: 2 },
          { language: 'fr', calls: 1 },
        ],
      });

      const german = await owner.get(`/api/hotels/${hotelId}/call-logs?language=de`);
      expect(german.body.items.map((c: CallLogListItem) => c.callId)).toEqual([
        'de2_lobby_20250313_090000',
        'de1_lobby_20250313_080000',
      ]);
      expect(german.body.items[0]).toMatchObject({ language: 'de', languageSource: 'auto' });
      const detail = await owner.get(`/api/hotels/${hotelId}/call-logs/fr1_lobby_20250313_100000`);
      expect(detail.body).toMatchObject({ language: 'fr', languageSource: 'provider' });
      expect((await owner.get(`/api/hotels/${hotelId}/call-logs?language=it`)).body.items).toEqual([]);
      expect((await owner.get(`/api/hotels/${hotelId}/call-logs?language=German`)).status).toBe(400);

      const csv = await owner.get(`/api/hotels/${hotelId}/call-logs/export.csv?language=de`);
      const [header, ...rows] = csv.text.trim().split('\r\n');
      const column = header!.split(',').indexOf('language');
      expect(column).toBeGreaterThan(0);
      expect(rows).toHaveLength(2);
      for (const row of rows) expect(row.split(',')[column]).toBe('de');
    } finally {
      await app.deps.pool.query(
        `delete from public.call_logs where call_id in ('de1_lobby_20250313_080000', 'de2_lobby_20250313_090000', 'fr1_lobby_20250313_100000')`,
      );
    }
  });

  it("when calls ended for reasons in three platforms' codes, then one end-reason filter finds each kind, other included", async () => {
    const ended = {
      end1_lobby_20250314_080000: 'customer-ended-call',
      end2_lobby_20250314_081000: 'user_hangup',
      end3_lobby_20250314_082000: 'Client disconnected: 1000',
      end4_lobby_20250314_083000: 'silence-timed-out',
      end5_lobby_20250314_084000: 'inactivity',
      end6_lobby_20250314_085000: 'pipeline-error-openai-llm-failed',
      end7_lobby_20250314_086000: 'a_code_nobody_knows',
    };
    for (const [callId, code] of Object.entries(ended)) {
      await insertCall(callId, `2025-03-14T08:0${callId.slice(3, 4)}:00Z`, 'How late is the bar open?');
      await app.deps.pool.query(`update public.call_logs set end_reason = $3 where hotel_id = $1 and call_id = $2`, [
        hotelId,
        callId,
        code,
      ]);
    }
    const ids = async (kind: string) =>
      ((await owner.get(`/api/hotels/${hotelId}/call-logs?endReason=${kind}`)).body.items as CallLogListItem[])
        .map((c) => c.callId)
        .filter((id) => id in ended)
        .sort();
    try {
      expect(await ids('caller-hung-up')).toEqual([
        'end1_lobby_20250314_080000',
        'end2_lobby_20250314_081000',
        'end3_lobby_20250314_082000',
      ]);
      expect(await ids('silence')).toEqual(['end4_lobby_20250314_083000', 'end5_lobby_20250314_084000']);
      expect(await ids('failed')).toEqual(['end6_lobby_20250314_085000']);
      expect(await ids('other')).toEqual(['end7_lobby_20250314_086000']);
      expect(await ids('voicemail')).toEqual([]);
      const refused = await owner.get(`/api/hotels/${hotelId}/call-logs?endReason=user_hangup`);
      expect(refused.status).toBe(400);

      const csv = await owner.get(`/api/hotels/${hotelId}/call-logs/export.csv?endReason=silence`);
      const [header, ...rows] = csv.text.trim().split('\r\n');
      const column = header!.split(',').indexOf('end_reason');
      expect(rows.map((row) => row.split(',')[column])).toEqual([
        'nobody spoke for too long',
        'nobody spoke for too long',
      ]);
    } finally {
      await app.deps.pool.query(`delete from public.call_logs where hotel_id = $1 and call_id like 'end%'`, [hotelId]);
    }
  });

  it('when the cursor or limit is bad, then 400', async () => {
    expect((await owner.get(`/api/hotels/${hotelId}/call-logs?cursor=garbage`)).status).toBe(400);
    expect((await owner.get(`/api/hotels/${hotelId}/call-logs?limit=500`)).status).toBe(400);
    expect((await owner.get(`/api/hotels/${hotelId}/call-logs?from=yesterday`)).status).toBe(400);
  });

  it('when the search holds an encoded NUL character (%00), then it answers 400 with the reason', async () => {
    for (const url of [`/api/hotels/${hotelId}/call-logs?q=%00`, `/api/hotels/${hotelId}/call-logs?q=sauna%00`]) {
      const res = await owner.get(url);
      expect(res.status, url).toBe(400);
      expect(res.body.error).toEqual({
        code: 'bad_request',
        message: 'The address must not contain NUL characters (%00).',
      });
    }
  });

  it('when a forged cursor holds a sort key outside the range of dates, then 400 "Invalid cursor."', async () => {
    const forged = (mode: string, micros: string) =>
      Buffer.from(JSON.stringify([mode, micros, 'c1_lobby_20250301_100001'])).toString('base64url');
    const since = new Date(0).toISOString();
    for (const micros of [
      '99999999999999999999',
      '9223372036854775807',
      '-9223372036854775808',
      '253402300800000000',
    ]) {
      for (const url of [
        `/api/hotels/${hotelId}/call-logs?cursor=${forged('list', micros)}`,
        `/api/hotels/${hotelId}/call-logs?since=${since}&cursor=${forged('since', micros)}`,
      ]) {
        const res = await owner.get(url);
        expect(res.status, `${micros} ${url}`).toBe(400);
        expect(res.body.error.message).toBe('Invalid cursor.');
      }
    }
    const earliest = await owner.get(`/api/hotels/${hotelId}/call-logs?cursor=${forged('list', '-62135596800000000')}`);
    expect(earliest.status).toBe(200);
    expect(earliest.body.items).toEqual([]);
  });

  it('when another owner or nobody asks, then 403 or 401', async () => {
    const stranger = await signedInAgent(app, await createUser(app.deps.auth, app.deps.pool));
    expect((await stranger.get(`/api/hotels/${hotelId}/call-logs`)).status).toBe(403);
    expect((await stranger.get(`/api/hotels/${hotelId}/call-logs/export.csv`)).status).toBe(403);
    expect((await request(app.app).get(`/api/hotels/${hotelId}/call-logs`)).status).toBe(401);
  });
});

describe('live feed and operations', () => {
  it('when a socket connects without a session, then it is refused', async () => {
    const port = await listen(app);
    const socket = connect(`http://127.0.0.1:${port}`, { transports: ['websocket'], reconnection: false });
    const error = await new Promise<Error>((resolve) => socket.on('connect_error', resolve));
    socket.close();
    expect(error.message).toBe('unauthenticated');
  });

  it("when an owner asks to join another hotel's room, then the join is refused", async () => {
    const other = await createHotel(app.deps.pool);
    const port = await listen(app);
    const cookie = owner.agent.jar.getCookies({ domain: '127.0.0.1', path: '/', secure: false, script: false });
    const socket = connect(`http://127.0.0.1:${port}`, {
      transports: ['websocket'],
      extraHeaders: { cookie: cookie.map((c) => `${c.name}=${c.value}`).join('; ') },
    });
    const ack = await new Promise<{ ok: boolean }>((resolve) => socket.emit('hotel:join', other.id, resolve));
    socket.close();
    expect(ack.ok).toBe(false);
  });

  it('when the queue board is opened, then only admins get it', async () => {
    expect((await request(app.app).get('/admin/queues')).status).toBe(401);
    expect((await owner.get('/admin/queues')).status).toBe(403);
    const admin = await signedInAgent(app, await createUser(app.deps.auth, app.deps.pool, { admin: true }), true);
    const board = await admin.get('/admin/queues/api/queues');
    expect(board.status).toBe(200);
    expect(board.body.queues.map((q: { name: string }) => q.name)).toEqual(
      expect.arrayContaining([expect.stringContaining(queueTable.callIngest.name)]),
    );
  });

  it('when /metrics is scraped from this machine, then latency and queue depth are there', async () => {
    await owner.get(`/api/hotels/${hotelId}/call-logs`);
    const res = await request(app.app).get('/metrics');
    expect(res.status).toBe(200);
    expect(res.text).toContain('http_request_duration_seconds_bucket');
    expect(res.text).toMatch(/queue_jobs\{queue="call-ingest",state="waiting"\}/);
  });
});

describe('call stats', () => {
  it('when calls came today, this week and before, then the home numbers count them on the hotel clock', async () => {
    const hotel = await createHotel(app.deps.pool);
    const user = await createUser(app.deps.auth, app.deps.pool);
    await linkUserToHotel(app.deps.pool, user.id, hotel.id);
    const agent = await signedInAgent(app, user);
    const empty = await agent.get(`/api/hotels/${hotel.id}/call-stats`);
    expect(empty.body).toEqual({ lastCallAt: null, callsToday: 0, callsThisWeek: 0, usualGapSeconds: null });

    // One call an hour for the last six hours, and one 40 days ago (outside the 30 days that say what is usual).
    for (let hours = 1; hours <= 6; hours++) {
      await app.deps.pool.query(
        `insert into public.call_logs (hotel_id, call_id, room_name, started_at)
         values ($1, $2, 'lobby', now() - make_interval(hours => $3))`,
        [hotel.id, `stat-${hours}`, hours],
      );
    }
    await app.deps.pool.query(
      `insert into public.call_logs (hotel_id, call_id, room_name, started_at) values ($1, 'old', 'lobby', now() - interval '40 days')`,
      [hotel.id],
    );
    const { rows } = await app.deps.pool.query<{ today: number; week: number; last: Date }>(
      `select count(*) filter (where started_at >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC')::int as today,
              count(*) filter (where started_at >= date_trunc('week', now() at time zone 'UTC') at time zone 'UTC')::int as week,
              max(started_at) as last
       from public.call_logs where hotel_id = $1`,
      [hotel.id],
    );
    const res = await agent.get(`/api/hotels/${hotel.id}/call-stats`);
    expect(res.body).toEqual({
      lastCallAt: rows[0]!.last.toISOString(),
      callsToday: rows[0]!.today,
      callsThisWeek: rows[0]!.week,
      usualGapSeconds: 3600,
    });
    expect(res.body.callsToday).toBeLessThanOrEqual(6);
  });
});
