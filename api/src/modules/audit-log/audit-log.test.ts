import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createHotel,
  createUser,
  linkUserToHotel,
  signedInAgent,
  uniqueEmail,
} from '../../../../test/support/factories.ts';
import { tokenFromMail } from '../../../../test/support/outbox.ts';
import { browserAgent, createTestApp, type BrowserAgent, type TestApp } from '../../../../test/support/test-app.ts';
import { codeFor, enableTwoStep } from '../../../../test/support/two-step.ts';
import { createPrivacyService } from '../guest-data/privacy.service.ts';
import { createAdminHotelsService } from '../admin-hotels/admin-hotels.service.ts';

describe('audit log', () => {
  let app: TestApp;
  let admin: BrowserAgent;
  let adminEmail: string;

  beforeAll(async () => {
    app = createTestApp();
    const user = await createUser(app.deps.auth, app.deps.pool, { admin: true });
    adminEmail = user.email;
    admin = await signedInAgent(app, user, true);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('when an admin changes a role, links an owner and saves a prompt, then each is logged with who, when and from where', async () => {
    const hotel = await createHotel(app.deps.pool);
    const owner = await createUser(app.deps.auth, app.deps.pool);
    await admin.put(`/api/admin/users/${owner.id}/admin`).send({ admin: false }).expect(204);
    await admin.post(`/api/admin/hotels/${hotel.id}/owners`).send({ email: owner.email }).expect(200);
    await admin.put('/api/admin/prompts/friendly_greeting').send({ body: 'Hello there, audited.' }).expect(200);

    const page = await admin.get(`/api/admin/audit-events?actor=${encodeURIComponent(adminEmail)}`);
    expect(page.status).toBe(200);
    const actions = page.body.items.map((e: { action: string }) => e.action);
    expect(actions).toEqual(['prompt.changed', 'hotel.owner_linked', 'role.changed']);
    const linked = page.body.items[1];
    expect(linked).toMatchObject({ hotelId: hotel.id, hotelName: hotel.name, actorEmail: adminEmail });
    expect(linked.ip).not.toBe('');
    expect(Date.parse(linked.occurredAt)).toBeGreaterThan(Date.now() - 60_000);
    const byHotel = await admin.get(`/api/admin/audit-events?hotelId=${hotel.id}&action=hotel.owner_linked`);
    expect(byHotel.body.items).toHaveLength(1);
  });

  /** The log's entries for one hotel, or about one subject, oldest first, as action + actor. */
  async function entries(query: string) {
    const page = await admin.get(`/api/admin/audit-events?${query}`);
    expect(page.status).toBe(200);
    return (page.body.items as { action: string; actorEmail: string; subject: string }[]).reverse();
  }

  it('when a team changes (invite, withdraw, accept, role, removal), then each change is logged with who made it', async () => {
    const owner = await createUser(app.deps.auth, app.deps.pool);
    const hotel = await createHotel(app.deps.pool);
    await linkUserToHotel(app.deps.pool, owner.id, hotel.id);
    const ownerAgent = await signedInAgent(app, owner);
    const team = `/api/hotels/${hotel.id}/team`;
    const withdrawn = await ownerAgent
      .post(`${team}/invitations`)
      .send({ email: uniqueEmail('gone'), role: 'manager' });
    await ownerAgent.delete(`${team}/invitations/${withdrawn.body.invitationId}`).expect(204);
    const email = uniqueEmail('desk');
    await ownerAgent.post(`${team}/invitations`).send({ email, role: 'front_desk' }).expect(201);
    const token = await tokenFromMail(app.deps.pool, email, '/invitation');
    const joined = await (
      await browserAgent(app.app)
    )
      .post('/api/invitations/accept')
      .send({ token, firstName: 'Dana', lastName: 'Desk', password: 'desk-password-1' });
    expect(joined.status).toBe(200);
    const memberId = joined.body.user.id as string;
    await ownerAgent.put(`${team}/members/${memberId}/role`).send({ role: 'manager' }).expect(204);
    await ownerAgent.delete(`${team}/members/${memberId}`).expect(204);

    expect((await entries(`hotelId=${hotel.id}`)).map((e) => [e.action, e.actorEmail])).toEqual([
      ['team.member_invited', owner.email],
      ['team.invitation_revoked', owner.email],
      ['team.member_invited', owner.email],
      ['team.invitation_accepted', email],
      ['team.role_changed', owner.email],
      ['team.member_removed', owner.email],
    ]);
  });

  it('when someone turns two-step sign-in on and off, changes and resets their password, then each is logged', async () => {
    const user = await createUser(app.deps.auth, app.deps.pool);
    const agent = await signedInAgent(app, user);
    const { secret } = await enableTwoStep(agent, user);
    await agent
      .post('/api/account/two-step/disable')
      .send({ password: user.password, code: codeFor(secret, 1) })
      .expect(204);
    await agent
      .post('/api/account/password')
      .send({ currentPassword: user.password, newPassword: 'a-second-password' })
      .expect(204);
    await (await browserAgent(app.app)).post('/api/auth/forgot-password').send({ email: user.email }).expect(202);
    const token = await tokenFromMail(app.deps.pool, user.email, '/reset-password');
    await (
      await browserAgent(app.app)
    )
      .post('/api/auth/reset-password')
      .send({ token, password: 'a-third-password' })
      .expect(200);

    const logged = await entries(`actor=${encodeURIComponent(user.email)}`);
    expect(logged.map((e) => [e.action, e.subject])).toEqual([
      ['two_step.enabled', user.id],
      ['two_step.disabled', user.id],
      ['password.changed', user.id],
      ['password.reset', user.id],
    ]);
  });

  it('when the audit entry cannot be written, then the action it records is rolled back with it', async () => {
    const hotel = await createHotel(app.deps.pool);
    const owner = await createUser(app.deps.auth, app.deps.pool);
    // An actor id that is not a uuid makes the audit insert fail inside the action's transaction.
    const broken = { userId: 'not-a-uuid', email: 'x@test.hotelvoice.dev', ip: '127.0.0.1' };
    const privacy = createPrivacyService(app.deps.pool, app.services.hotels);
    await expect(
      privacy.set(hotel.id, { cardLast4Visible: true, recordingRetentionDays: 7, transcriptRetentionDays: 30 }, broken),
    ).rejects.toThrow();
    expect(await privacy.get(hotel.id)).toMatchObject({ recordingRetentionDays: 90, cardLast4Visible: false });

    const hotels = createAdminHotelsService(app.deps.pool, app.deps.storage, () => undefined);
    await expect(hotels.linkOwner(hotel.id, owner.email, broken)).rejects.toThrow();
    const { rows } = await app.deps.pool.query('select 1 from public.user_hotels where user_id = $1', [owner.id]);
    expect(rows).toEqual([]);
  });

  it('when pages are asked for, then the cursor walks back without repeating an entry', async () => {
    const first = await admin.get('/api/admin/audit-events?limit=2');
    const second = await admin.get(`/api/admin/audit-events?limit=2&before=${first.body.nextCursor}`);
    const ids = [...first.body.items, ...second.body.items].map((e: { auditEventId: string }) => e.auditEventId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Number(ids[0])).toBeGreaterThan(Number(ids.at(-1)));
  });

  it('when a filter is malformed, then the answer is 400', async () => {
    expect((await admin.get('/api/admin/audit-events?action=DROP TABLE')).status).toBe(400);
    expect((await admin.get('/api/admin/audit-events?from=yesterday')).status).toBe(400);
  });

  it('when anyone, the table owner included, updates or deletes an entry, then the database refuses', async () => {
    const db = app.deps.pool;
    await expect(db.query(`update public.audit_events set actor_email = 'someone@else'`)).rejects.toThrow(
      /append-only/,
    );
    await expect(db.query('delete from public.audit_events')).rejects.toThrow(/append-only/);
    await expect(db.query('truncate public.audit_events')).rejects.toThrow(/append-only/);
    for (const role of ['service_role', 'authenticated', 'anon']) {
      const client = await db.connect();
      try {
        await client.query('begin');
        await client.query(`set local role ${role}`);
        await expect(client.query('delete from public.audit_events')).rejects.toThrow(/permission denied/);
      } finally {
        await client.query('rollback');
        client.release();
      }
    }
    const grants = await db.query(
      `select grantee, privilege_type from information_schema.role_table_grants
       where table_schema = 'public' and table_name = 'audit_events' and privilege_type in ('UPDATE', 'DELETE', 'TRUNCATE')
         and grantee in ('anon', 'authenticated', 'service_role')`,
    );
    expect(grants.rows).toEqual([]);
  });
});
