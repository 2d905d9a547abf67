import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect } from 'socket.io-client';
import { listen } from '../../../../test/support/calls.ts';
import { eventually } from '../../../../test/support/eventually.ts';
import {
  createHotel,
  createUser,
  linkUserToHotel,
  signedInAgent,
  uniqueEmail,
} from '../../../../test/support/factories.ts';
import { tokenFromMail } from '../../../../test/support/outbox.ts';
import { browserAgent, createTestApp, type BrowserAgent, type TestApp } from '../../../../test/support/test-app.ts';
import { cookieNames } from '../../platform/http/cookies.ts';

let app: TestApp;
beforeAll(() => {
  app = createTestApp();
});
afterAll(() => app.close());

async function hotelWithOwner() {
  const owner = await createUser(app.deps.auth, app.deps.pool, { firstName: 'Olga' });
  const hotel = await createHotel(app.deps.pool);
  await linkUserToHotel(app.deps.pool, owner.id, hotel.id);
  return { owner, hotel, ownerAgent: await signedInAgent(app, owner) };
}

async function invite(agent: BrowserAgent, hotelId: string, email: string, role: 'manager' | 'front_desk') {
  const res = await agent.post(`/api/hotels/${hotelId}/team/invitations`).send({ email, role });
  expect(res.status).toBe(201);
  return res.body.invitationId as string;
}

async function accept(token: string, fields: Record<string, string>) {
  const agent = await browserAgent(app.app);
  const res = await agent.post('/api/invitations/accept').send({ token, ...fields });
  return { agent, res };
}

describe('a hotel team', () => {
  it('when a new person accepts an invitation, then they are signed in as a front-desk member with front-desk access', async () => {
    const { hotel, ownerAgent } = await hotelWithOwner();
    const email = uniqueEmail('desk');
    await invite(ownerAgent, hotel.id, email, 'front_desk');
    const token = await tokenFromMail(app.deps.pool, email, '/invitation');

    const preview = await (await browserAgent(app.app)).post('/api/invitations/preview').send({ token });
    expect(preview.body.invitation).toMatchObject({
      hotelName: hotel.name,
      email,
      role: 'front_desk',
      invitedBy: 'Olga Tester',
      hasAccount: false,
    });

    const { agent, res } = await accept(token, { firstName: 'Dana', lastName: 'Desk', password: 'desk-password-1' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ hotelId: hotel.id, user: { email, firstName: 'Dana', activated: true } });

    const hotels = await agent.get('/api/me/hotels');
    expect(hotels.body.hotels).toEqual([expect.objectContaining({ id: hotel.id, role: 'front_desk' })]);
    expect((await agent.get(`/api/hotels/${hotel.id}/call-logs`)).status).toBe(200);
    expect((await agent.get(`/api/hotels/${hotel.id}/reviews`)).status).toBe(200);
    expect((await agent.get(`/api/check-pms-key?uid=${hotel.id}`)).status).toBe(403);
    const pms = await agent
      .post('/api/set-pms-key')
      .send({ hotel_id: hotel.id, provider: 'mews', pms_key: 'k-123456' });
    expect(pms.status).toBe(403);
    expect((await agent.put(`/api/hotels/${hotel.id}/privacy`).send({ retentionDays: 30 })).status).toBe(403);
    expect((await agent.get(`/api/hotels/${hotel.id}/team`)).status).toBe(403);
    expect((await agent.post('/api/form/upload')).status).toBe(403);

    const team = await ownerAgent.get(`/api/hotels/${hotel.id}/team`);
    expect(team.body.members.map((m: { email: string; role: string }) => m.role)).toEqual(['owner', 'front_desk']);
    expect(team.body.invitations).toEqual([]);
  });

  it('when an invitation is used twice, revoked, expired or replaced, then each refusal says why', async () => {
    const { hotel, ownerAgent } = await hotelWithOwner();
    const fields = { firstName: 'Max', lastName: 'Manager', password: 'manager-password' };

    const usedEmail = uniqueEmail('used');
    await invite(ownerAgent, hotel.id, usedEmail, 'manager');
    const used = await tokenFromMail(app.deps.pool, usedEmail, '/invitation');
    expect((await accept(used, fields)).res.status).toBe(200);
    const twice = (await accept(used, fields)).res;
    expect([twice.status, twice.body.error.message]).toEqual([
      410,
      'This invitation has already been accepted. Sign in to continue.',
    ]);

    const revokedEmail = uniqueEmail('revoked');
    const revokedId = await invite(ownerAgent, hotel.id, revokedEmail, 'manager');
    const revoked = await tokenFromMail(app.deps.pool, revokedEmail, '/invitation');
    expect((await ownerAgent.delete(`/api/hotels/${hotel.id}/team/invitations/${revokedId}`)).status).toBe(204);
    const refused = (await accept(revoked, fields)).res;
    expect([refused.status, refused.body.error.message]).toEqual([410, 'This invitation was withdrawn by the hotel.']);

    const lateEmail = uniqueEmail('late');
    await invite(ownerAgent, hotel.id, lateEmail, 'front_desk');
    const late = await tokenFromMail(app.deps.pool, lateEmail, '/invitation');
    await app.deps.pool.query(
      `update public.hotel_invitations set expires_at = now() - interval '1 second' where email = $1`,
      [lateEmail],
    );
    const expired = (await accept(late, fields)).res;
    expect([expired.status, expired.body.error.message]).toEqual([
      410,
      'This invitation has expired. Ask the hotel to send you a new one.',
    ]);
    // Re-sending gives a new link and a fresh week; the old link is dead.
    const open = await ownerAgent.get(`/api/hotels/${hotel.id}/team`);
    const lateInvitation = open.body.invitations.find((i: { email: string }) => i.email === lateEmail);
    expect(lateInvitation.expired).toBe(true);
    const resent = await ownerAgent.post(
      `/api/hotels/${hotel.id}/team/invitations/${lateInvitation.invitationId}/resend`,
    );
    expect(resent.status).toBe(204);
    const fresh = await tokenFromMail(app.deps.pool, lateEmail, '/invitation', 2);
    expect((await accept(late, fields)).res.status).toBe(404);
    expect((await accept(fresh, fields)).res.status).toBe(200);

    expect((await accept('x'.repeat(43), fields)).res.status).toBe(404);
  });

  it('when someone with an account accepts, then their password is asked and a wrong one changes nothing', async () => {
    const { hotel, ownerAgent } = await hotelWithOwner();
    const other = await createUser(app.deps.auth, app.deps.pool);
    await invite(ownerAgent, hotel.id, other.email, 'manager');
    const token = await tokenFromMail(app.deps.pool, other.email, '/invitation');
    const preview = await (await browserAgent(app.app)).post('/api/invitations/preview').send({ token });
    expect(preview.body.invitation.hasAccount).toBe(true);

    expect((await accept(token, { password: 'not-the-password' })).res.status).toBe(401);
    const members = await app.deps.pool.query('select 1 from public.user_hotels where user_id = $1', [other.id]);
    expect(members.rowCount).toBe(0);

    const { agent, res } = await accept(token, { password: other.password });
    expect(res.status).toBe(200);
    expect((await agent.get(`/api/hotels/${hotel.id}/team`)).status).toBe(200);
  });

  it('when a member is removed, then their open socket loses the hotel at once and their requests are refused', async () => {
    const { hotel, ownerAgent } = await hotelWithOwner();
    const member = await createUser(app.deps.auth, app.deps.pool);
    await linkUserToHotel(app.deps.pool, member.id, hotel.id, 'front_desk');
    const session = await app.deps.auth.signIn(member.email, member.password);
    const port = await listen(app);
    const socket = connect(`http://127.0.0.1:${port}`, {
      transports: ['websocket'],
      extraHeaders: { cookie: `${cookieNames.access}=${session.accessToken}` },
      reconnection: false,
    });
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', () => resolve());
      socket.on('connect_error', reject);
    });
    const joined = await new Promise<{ ok: boolean }>((resolve) => socket.emit('hotel:join', hotel.id, resolve));
    expect(joined.ok).toBe(true);
    let disconnected = false;
    socket.on('disconnect', () => (disconnected = true));

    expect((await ownerAgent.delete(`/api/hotels/${hotel.id}/team/members/${member.id}`)).status).toBe(204);
    await eventually(async () => (disconnected ? true : undefined), 'the removed member’s socket to drop');
    socket.close();

    const again = connect(`http://127.0.0.1:${port}`, {
      transports: ['websocket'],
      extraHeaders: { cookie: `${cookieNames.access}=${session.accessToken}` },
      reconnection: false,
    });
    await new Promise<void>((resolve) => again.on('connect', () => resolve()));
    const refused = await new Promise<{ ok: boolean }>((resolve) => again.emit('hotel:join', hotel.id, resolve));
    expect(refused.ok).toBe(false);
    again.close();
    const memberAgent = await signedInAgent(app, member);
    expect((await memberAgent.get(`/api/hotels/${hotel.id}/call-logs`)).status).toBe(403);
  });

  it('when the owner hands the owner role to a manager, then the old owner becomes a manager; a manager cannot do it', async () => {
    const { owner, hotel, ownerAgent } = await hotelWithOwner();
    const manager = await createUser(app.deps.auth, app.deps.pool);
    const desk = await createUser(app.deps.auth, app.deps.pool);
    await linkUserToHotel(app.deps.pool, manager.id, hotel.id, 'manager');
    await linkUserToHotel(app.deps.pool, desk.id, hotel.id, 'front_desk');
    const managerAgent = await signedInAgent(app, manager);

    const grab = await managerAgent.put(`/api/hotels/${hotel.id}/team/members/${desk.id}/role`).send({ role: 'owner' });
    expect(grab.status).toBe(403);
    expect((await managerAgent.delete(`/api/hotels/${hotel.id}/team/members/${owner.id}`)).status).toBe(400);
    // Managers do run the rest of the team.
    const promote = await managerAgent
      .put(`/api/hotels/${hotel.id}/team/members/${desk.id}/role`)
      .send({ role: 'manager' });
    expect(promote.status).toBe(204);

    const handOver = await ownerAgent
      .put(`/api/hotels/${hotel.id}/team/members/${manager.id}/role`)
      .send({ role: 'owner' });
    expect(handOver.status).toBe(204);
    const { rows } = await app.deps.pool.query<{ user_id: string; role: string }>(
      'select user_id, role from public.user_hotels where hotel_id = $1 order by role, user_id',
      [hotel.id],
    );
    expect(Object.fromEntries(rows.map((r) => [r.user_id, r.role]))).toEqual({
      [owner.id]: 'manager',
      [manager.id]: 'owner',
      [desk.id]: 'manager',
    });
  });

  it('when an owner invites someone already on the team or sends a bad role, then it is refused and nothing is sent', async () => {
    const { owner, hotel, ownerAgent } = await hotelWithOwner();
    const already = await ownerAgent
      .post(`/api/hotels/${hotel.id}/team/invitations`)
      .send({ email: owner.email, role: 'manager' });
    expect(already.status).toBe(409);
    const badRole = await ownerAgent
      .post(`/api/hotels/${hotel.id}/team/invitations`)
      .send({ email: uniqueEmail(), role: 'owner' });
    expect(badRole.status).toBe(400);
    const { rowCount } = await app.deps.pool.query('select 1 from public.hotel_invitations where hotel_id = $1', [
      hotel.id,
    ]);
    expect(rowCount).toBe(0);
  });
});
