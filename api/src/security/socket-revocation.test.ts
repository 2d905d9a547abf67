import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '../contracts/rooms.ts';
import { cookieNames } from '../platform/http/cookies.ts';
import { listen } from '../../../test/support/calls.ts';
import {
  createHotel,
  createUser,
  linkUserToHotel,
  signedInAgent,
  type TestUser,
} from '../../../test/support/factories.ts';
import { createTestApp, csrfProof, type TestApp } from '../../../test/support/test-app.ts';
import { openSocket, type AckResult } from '../../../test/support/security-world.ts';

type Opened = Awaited<ReturnType<typeof openSocket>>['socket'];

/**
 * Two api processes (one prefix) on each realtime backend: the revocation happens through api one,
 * the socket lives on api two. After it, the socket hears nothing more and a new one cannot rejoin.
 */
describe.each(['redis', 'postgres'] as const)('sockets follow revocations across api processes (%s)', (backend) => {
  let one: TestApp;
  let two: TestApp;
  let portTwo: number;
  let hotelId: string;
  let actingAdmin: Awaited<ReturnType<typeof signedInAgent>>;

  beforeAll(async () => {
    const prefix = `t${randomUUID().slice(0, 8)}`;
    // One deployment: the api processes share their secrets as well as their prefix.
    const env = { AUTH_JWT_SECRET: 'socket-revocation-secret-0123456789abcdef' };
    one = createTestApp({ prefix, queueBackend: backend, env });
    two = createTestApp({ prefix, queueBackend: backend, env });
    portTwo = await listen(two);
    hotelId = (await createHotel(one.deps.pool)).id;
    actingAdmin = await signedInAgent(one, await createUser(one.deps.auth, one.deps.pool, { admin: true }), true);
  });
  afterAll(async () => {
    await Promise.all([one?.close(), two?.close()]);
  });

  async function sessionOf(user: TestUser) {
    const session = await one.deps.auth.signIn(user.email, user.password);
    return { session, cookie: `${cookieNames.access}=${session.accessToken}` };
  }

  /** A socket on api two in the hotel's room (and the admins' room for admins), recording what it hears. */
  async function joinedSocket(cookie: string, admin = false) {
    const { socket, outcome } = await openSocket(portTwo, { role: 'ownerA', headers: { cookie } });
    expect(outcome).toBe('connected');
    const heard: string[] = [];
    socket.onAny((event: string) => heard.push(event));
    expect(await join(socket)).toBe('ok');
    if (admin) expect(await adminJoin(socket)).toBe('ok');
    const disconnected = new Promise<string>((resolve) => socket.on('disconnect', resolve));
    return { socket, heard, disconnected };
  }

  const join = (socket: Opened) =>
    new Promise<string>((resolve) =>
      socket.emit('hotel:join', hotelId, (ack: AckResult) => resolve(ack.ok ? 'ok' : ack.error.code)),
    );
  const adminJoin = (socket: Opened) =>
    new Promise<string>((resolve) =>
      socket.emit('admin:join', (ack: AckResult) => resolve(ack.ok ? 'ok' : ack.error.code)),
    );

  /** After the drop, a call event for the hotel goes out from api one: the dropped socket must not hear it. */
  async function expectDroppedAndDeaf(opened: Awaited<ReturnType<typeof joinedSocket>>) {
    expect(await opened.disconnected).toBe('io server disconnect');
    one.io.to(rooms.hotel(hotelId)).emit('call:upserted', { callId: 'after-revocation' } as never);
    one.io.to(rooms.admins()).emit('demo-request:created', { demoRequestId: 'after' } as never);
    expect(opened.heard.filter((e) => e === 'call:upserted' || e === 'demo-request:created')).toEqual([]);
    opened.socket.close();
  }

  /** A new socket with the same cookie: refused at the handshake, or connected but refused the room. */
  async function rejoin(cookie: string, room: 'hotel' | 'admin' = 'hotel') {
    const { socket, outcome } = await openSocket(portTwo, { role: 'ownerA', headers: { cookie } });
    const result = outcome === 'connected' ? await (room === 'hotel' ? join(socket) : adminJoin(socket)) : outcome;
    socket.close();
    return result;
  }

  async function owner() {
    const user = await createUser(one.deps.auth, one.deps.pool);
    await linkUserToHotel(one.deps.pool, user.id, hotelId);
    return user;
  }

  it('when an admin unlinks the owner from the hotel, then the socket is dropped and may not rejoin', async () => {
    const user = await owner();
    const { cookie } = await sessionOf(user);
    const opened = await joinedSocket(cookie);
    expect((await actingAdmin.delete(`/api/admin/hotels/${hotelId}/owners/${user.id}`)).status).toBe(200);
    await expectDroppedAndDeaf(opened);
    expect(await rejoin(cookie)).toBe('forbidden');
  });

  it('when the account is deactivated, then its tabs are told, the socket is dropped and a new one is refused', async () => {
    const user = await owner();
    const { cookie } = await sessionOf(user);
    const opened = await joinedSocket(cookie);
    expect((await actingAdmin.post(`/api/admin/users/${user.id}/deactivate`)).status).toBe(204);
    await expectDroppedAndDeaf(opened);
    // Through Redis the notice and the disconnect travel in order; Postgres NOTIFYs sent from two
    // pool connections may swap, and the page then learns it from its failed refresh instead.
    if (backend === 'redis') expect(opened.heard).toContain('session:revoked');
    expect(await rejoin(cookie)).toBe('unauthenticated');
    expect(await rejoin((await sessionOf(user)).cookie)).toBe('forbidden');
  });

  it('when admin rights are removed, then the admin socket is dropped and admin:join is refused after', async () => {
    const admin = await createUser(one.deps.auth, one.deps.pool, { admin: true });
    const { cookie } = await sessionOf(admin);
    const opened = await joinedSocket(cookie, true);
    expect((await actingAdmin.put(`/api/admin/users/${admin.id}/admin`).send({ admin: false })).status).toBe(204);
    await expectDroppedAndDeaf(opened);
    expect(await rejoin(cookie, 'admin')).toBe('unauthenticated');
    const signedInAgain = (await sessionOf(admin)).cookie;
    expect(await rejoin(signedInAgain, 'admin')).toBe('forbidden');
    expect(await rejoin(signedInAgain)).toBe('forbidden');
  });

  it('when the owner signs out, then that session’s socket is dropped and another session’s is not', async () => {
    const user = await owner();
    const signingOut = await sessionOf(user);
    const staying = await joinedSocket((await sessionOf(user)).cookie);
    const opened = await joinedSocket(signingOut.cookie);
    const csrf = csrfProof(one, signingOut.session.accessToken);
    const res = await request(one.app)
      .post('/api/auth/sign-out')
      .set('cookie', `${signingOut.cookie}; ${csrf.cookie}`)
      .set(csrf.header);
    expect(res.status).toBe(204);
    await expectDroppedAndDeaf(opened);
    expect(await rejoin(signingOut.cookie)).toBe('unauthenticated');
    expect(staying.socket.connected).toBe(true);
    expect(await join(staying.socket)).toBe('ok');
    staying.socket.close();
  });

  it('when a rotated refresh token is replayed, then the session ends and its socket is dropped', async () => {
    const user = await owner();
    const { session, cookie } = await sessionOf(user);
    const opened = await joinedSocket(cookie);
    await one.deps.auth.refresh(session.refreshToken);
    // Past the two-tabs grace window, as if time had passed.
    await one.deps.pool.query(
      `update auth.refresh_tokens set updated_at = now() - interval '11 seconds' where session_id = $1 and revoked`,
      [session.identity.sessionId],
    );
    await expect(one.deps.auth.refresh(session.refreshToken)).rejects.toMatchObject({ code: 'unauthenticated' });
    await expectDroppedAndDeaf(opened);
    expect(await rejoin(cookie)).toBe('unauthenticated');
  });

  it('when the password is changed, then every socket of the user is dropped', async () => {
    const user = await owner();
    const { cookie } = await sessionOf(user);
    const opened = await joinedSocket(cookie);
    await one.deps.auth.setPassword(user.id, 'a-brand-new-password');
    await expectDroppedAndDeaf(opened);
    expect(await rejoin(cookie)).toBe('unauthenticated');
  });

  it('when the password is changed on the account page, then the other sessions are told and dropped, and that page is not', async () => {
    const user = await owner();
    const changing = await sessionOf(user);
    const here = await joinedSocket(changing.cookie);
    const elsewhere = await joinedSocket((await sessionOf(user)).cookie);
    const csrf = csrfProof(one, changing.session.accessToken);
    const res = await request(one.app)
      .post('/api/account/password')
      .set('cookie', `${changing.cookie}; ${csrf.cookie}`)
      .set(csrf.header)
      .send({ currentPassword: user.password, newPassword: 'a-brand-new-password' });
    expect(res.status).toBe(204);
    expect(String(res.headers['set-cookie'])).toMatch(/hv_at=[^;]+/);
    await expectDroppedAndDeaf(elsewhere);
    // Through Redis the notice and the disconnect travel in order, so the other page was told and,
    // its drop having arrived, this page would have been told by now; Postgres NOTIFYs sent from
    // two pool connections may swap (the deactivation test above says the same).
    if (backend === 'redis') expect(elsewhere.heard).toContain('session:revoked');
    expect(here.heard).not.toContain('session:revoked');
    expect(here.socket.connected).toBe(true);
    here.socket.close();
  });

  it('when the account changed without any event (a direct database edit), then the next join reads it as it is now', async () => {
    const user = await owner();
    const { cookie } = await sessionOf(user);
    const opened = await joinedSocket(cookie);
    await one.deps.pool.query('update public.users set activated = false where user_id = $1', [user.id]);
    expect(await join(opened.socket)).toBe('forbidden');
    opened.socket.close();
  });

  it('when the access token expires, then the socket is dropped so the page re-authenticates', async () => {
    const user = await owner();
    const { session } = await sessionOf(user);
    const claims = JSON.parse(Buffer.from(session.accessToken.split('.')[1]!, 'base64url').toString());
    const shortLived = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) + 2 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(two.config.authJwtSecret));
    const opened = await joinedSocket(`${cookieNames.access}=${shortLived}`);
    expect(await opened.disconnected).toBe('io server disconnect');
    opened.socket.close();
  });
});
