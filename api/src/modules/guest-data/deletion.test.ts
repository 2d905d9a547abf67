import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callObjectPaths } from '../../contracts/call-objects.ts';
import { createHotel, createUser, linkUserToHotel, signedInAgent } from '../../../../test/support/factories.ts';
import { browserAgent, createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { sampleRecording, sampleTranscript, newCallId } from '../../../../test/support/calls.ts';
import { authModeEnv, authModes } from '../../../../test/support/auth-modes.ts';

describe.each(authModes)('owner account deletion (%s auth)', (mode) => {
  let app: TestApp;
  let closeMode: () => Promise<void>;

  beforeAll(async () => {
    // GoTrue deletes the auth.users row in the project's database; the double does the same here.
    const auth = await authModeEnv(mode, {
      onUserDeleted: async (userId) => {
        await app.deps.pool.query('delete from auth.users where id = $1', [userId]);
      },
    });
    closeMode = auth.close;
    app = createTestApp({ env: auth.env });
  });
  afterAll(async () => {
    await app?.close();
    await closeMode?.();
  });

  it('when an owner deletes their account, then the auth user, profile and links go, the hotel stays', async () => {
    const hotel = await createHotel(app.deps.pool);
    const user = await createUser(app.deps.auth, app.deps.pool);
    await linkUserToHotel(app.deps.pool, user.id, hotel.id);
    const owner = await signedInAgent(app, user);
    await owner.delete('/api/me/account').send({ confirmEmail: user.email }).expect(204);

    expect((await owner.get('/api/me/hotels')).status).toBe(401);
    const again = await browserAgent(app.app);
    expect((await again.post('/api/auth/sign-in').send({ email: user.email, password: user.password })).status).toBe(
      401,
    );
    const gone = async (sql: string) => (await app.deps.pool.query(sql, [user.id])).rowCount;
    expect(await gone('select 1 from auth.users where id = $1')).toBe(0);
    expect(await gone('select 1 from public.users where user_id = $1')).toBe(0);
    expect(await gone('select 1 from public.user_hotels where user_id = $1')).toBe(0);
    expect((await app.deps.pool.query('select 1 from public.hotels where hotel_id = $1', [hotel.id])).rowCount).toBe(1);
  });
});

describe('account and hotel deletion', () => {
  let app: TestApp;

  beforeAll(() => {
    app = createTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('when an owner deletes their account, then they cannot sign in, their hotels stay and the log says so', async () => {
    const hotel = await createHotel(app.deps.pool);
    const user = await createUser(app.deps.auth, app.deps.pool);
    await linkUserToHotel(app.deps.pool, user.id, hotel.id);
    const owner = await signedInAgent(app, user);
    expect((await owner.delete('/api/me/account').send({ confirmEmail: 'not-me@example.com' })).status).toBe(400);
    await owner.delete('/api/me/account').send({ confirmEmail: user.email.toUpperCase() }).expect(204);

    expect((await owner.get('/api/me/hotels')).status).toBe(401);
    const again = await browserAgent(app.app);
    expect((await again.post('/api/auth/sign-in').send({ email: user.email, password: user.password })).status).toBe(
      401,
    );
    const left = await app.deps.pool.query('select 1 from public.hotels where hotel_id = $1', [hotel.id]);
    expect(left.rowCount).toBe(1);
    const { rows } = await app.deps.pool.query(
      `select * from public.audit_events where action = 'account.deleted' and subject = $1`,
      [user.id],
    );
    expect(rows[0]).toMatchObject({ actor_user_id: user.id, details: { hotelsKept: 1 } });
  });

  it('when an admin deletes a hotel, then its calls, objects, reviews and links are gone and other hotels keep theirs', async () => {
    const hotel = await createHotel(app.deps.pool);
    const other = await createHotel(app.deps.pool);
    const owner = await createUser(app.deps.auth, app.deps.pool);
    await linkUserToHotel(app.deps.pool, owner.id, hotel.id);
    const callIds = [newCallId('del'), newCallId('del')];
    const calls: [string, string][] = [
      [hotel.id, callIds[0]!],
      [hotel.id, callIds[1]!],
      [other.id, newCallId('keep')],
    ];
    for (const [hotelId, callId] of calls) {
      const paths = callObjectPaths(hotelId, callId);
      await app.deps.storage.put('calls', paths.recording, sampleRecording, 'audio/ogg');
      await app.deps.storage.put('calls', paths.transcript, sampleTranscript(), 'application/json');
      await app.deps.pool.query(
        `insert into public.call_logs (hotel_id, call_id, room_name, started_at, transcript_path, recording_path)
         values ($1, $2, 'x', now(), $3, $4)`,
        [hotelId, callId, paths.transcript, paths.recording],
      );
    }
    await app.deps.pool.query(`insert into public.reviews (hotel_id, rating) values ($1, 5)`, [hotel.id]);
    const admin = await signedInAgent(app, await createUser(app.deps.auth, app.deps.pool, { admin: true }), true);

    expect((await admin.delete(`/api/admin/hotels/${hotel.id}`).send({ confirmName: 'wrong' })).status).toBe(400);
    const res = await admin.delete(`/api/admin/hotels/${hotel.id}`).send({ confirmName: hotel.name });
    expect(res.body).toEqual({ deletedCalls: 2 });

    const count = async (sql: string, id: string) => (await app.deps.pool.query(sql, [id])).rowCount;
    expect(await count('select 1 from public.hotels where hotel_id = $1', hotel.id)).toBe(0);
    expect(await count('select 1 from public.call_logs where hotel_id = $1', hotel.id)).toBe(0);
    expect(await count('select 1 from public.reviews where hotel_id = $1', hotel.id)).toBe(0);
    expect(await count('select 1 from public.user_hotels where hotel_id = $1', hotel.id)).toBe(0);
    expect(await app.deps.storage.list('calls', `hotels/${hotel.id}/transcripts`)).toEqual([]);
    expect(await app.deps.storage.list('calls', `hotels/${hotel.id}/recordings`)).toEqual([]);
    expect(await count('select 1 from public.call_logs where hotel_id = $1', other.id)).toBe(1);
    expect(await count('select 1 from public.users where user_id = $1', owner.id)).toBe(1);
    const { rows } = await app.deps.pool.query(
      `select * from public.audit_events where action = 'hotel.deleted' and hotel_id = $1`,
      [hotel.id],
    );
    expect(rows[0]).toMatchObject({ subject: hotel.name, details: { calls: 2, knowledgeFiles: 0 } });
  });
});
