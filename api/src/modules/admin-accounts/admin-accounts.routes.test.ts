import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHotel, createUser, linkUserToHotel, signedInAgent } from '../../../../test/support/factories.ts';
import { browserAgent, createTestApp, type BrowserAgent, type TestApp } from '../../../../test/support/test-app.ts';
import { startTestWorker } from '../../../../test/support/worker-process.ts';
import { eventually } from '../../../../test/support/eventually.ts';

interface Received {
  to: string[];
  data: string;
}

let app: TestApp;
let admin: BrowserAgent;
let adminId: string;
let smtp: SMTPServer;
let worker: Awaited<ReturnType<typeof startTestWorker>>;
const received: Received[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), data: Buffer.concat(chunks).toString() });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as { port: number };
  app = createTestApp();
  const user = await createUser(app.deps.auth, app.deps.pool, { admin: true });
  adminId = user.id;
  admin = await signedInAgent(app, user, true);
  worker = await startTestWorker(app, { SMTP_URL: `smtp://127.0.0.1:${port}` });
}, 60_000);

afterAll(async () => {
  await worker?.stop();
  await app.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('applications', () => {
  it('when an admin activates an applicant, then they can sign in, see the hotels and get the e-mail', async () => {
    const applicant = await createUser(app.deps.auth, app.deps.pool, { activated: false, firstName: 'Paula' });
    const hotels = [await createHotel(app.deps.pool), await createHotel(app.deps.pool)];
    const pending = await admin.get('/api/admin/applications');
    expect(pending.body.applications.find((a: { userId: string }) => a.userId === applicant.id)).toMatchObject({
      email: applicant.email,
      firstName: 'Paula',
      phoneNumber: '',
    });

    const before = await browserAgent(app.app);
    expect((await before.post('/api/auth/sign-in').send(applicant)).status).toBe(403);

    const res = await admin
      .post(`/api/admin/applications/${applicant.id}/activate`)
      .send({ hotels: hotels.map((h) => ({ hotelId: h.id, role: 'owner' })) });
    expect(res.status).toBe(200);
    expect(res.body.activation).toMatchObject({ firstName: 'Paula', welcomeMailQueued: true });
    expect(res.body.activation.hotels.map((h: { name: string }) => h.name).sort()).toEqual(
      hotels.map((h) => h.name).sort(),
    );

    const after = await signedInAgent(app, applicant);
    expect((await after.get('/api/auth/session')).body.user).toMatchObject({ activated: true });
    const links = await app.deps.pool.query('select hotel_id from public.user_hotels where user_id = $1', [
      applicant.id,
    ]);
    expect(links.rows.map((r) => r.hotel_id).sort()).toEqual(hotels.map((h) => h.id).sort());

    const mail = await eventually(async () => received.find((m) => m.to.includes(applicant.email)), 'the e-mail');
    expect(mail.data).toContain('Subject: Your HotelVoice account is active');
    expect(mail.data).toContain('Hello Paula');

    const outbox = (await admin.get('/api/admin/outbox')).body.messages;
    const row = await eventually(async () => {
      const found = (await admin.get('/api/admin/outbox')).body.messages.find(
        (m: { toAddress: string; sentAt: string | null }) => m.toAddress === applicant.email && m.sentAt,
      );
      return found;
    }, 'the outbox row marked sent');
    expect(outbox.length).toBeGreaterThan(0);
    expect(row.subject).toBe('Your HotelVoice account is active');
  });

  it('when an applicant names their hotel and city at sign-up, then the application shows them', async () => {
    const email = `applicant-${Date.now()}@test.hotelvoice.dev`;
    const visitor = await browserAgent(app.app);
    const signUp = await visitor.post('/api/auth/sign-up').send({
      firstName: 'Peter',
      lastName: 'Named',
      email,
      password: 'long-enough-1',
      hotelName: '  Harbor View Hotel ',
      hotelCity: 'Lisbon',
    });
    expect(signUp.status).toBe(201);
    const pending = (await admin.get('/api/admin/applications')).body.applications;
    expect(pending.find((a: { email: string }) => a.email === email)).toMatchObject({
      hotelName: 'Harbor View Hotel',
      hotelCity: 'Lisbon',
    });
    const tooLong = await visitor.post('/api/auth/sign-up').send({
      firstName: 'P',
      lastName: 'N',
      email: `x${email}`,
      password: 'long-enough-1',
      hotelName: 'x'.repeat(201),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.message).toContain('Keep the hotel name under 200 characters.');
  });

  it('when activation names no hotel or an unknown one, then it answers 4xx and nothing changes', async () => {
    const applicant = await createUser(app.deps.auth, app.deps.pool, { activated: false });
    const none = await admin.post(`/api/admin/applications/${applicant.id}/activate`).send({ hotels: [] });
    expect(none.status).toBe(400);
    const unknown = await admin
      .post(`/api/admin/applications/${applicant.id}/activate`)
      .send({ hotels: [{ hotelId: '00000000-0000-4000-8000-000000000000', role: 'manager' }] });
    expect(unknown.status).toBe(404);
    const bad = await admin
      .post(`/api/admin/applications/${applicant.id}/activate`)
      .send({ hotels: [{ hotelId: 'x', role: 'manager' }] });
    expect(bad.status).toBe(400);
    const { rows } = await app.deps.pool.query('select activated from public.users where user_id = $1', [applicant.id]);
    expect(rows[0].activated).toBe(false);
    const outbox = await app.deps.pool.query('select 1 from public.outbox_messages where to_address = $1', [
      applicant.email,
    ]);
    expect(outbox.rowCount).toBe(0);
  });

  it('when an admin rejects an applicant, then the application leaves the list', async () => {
    const applicant = await createUser(app.deps.auth, app.deps.pool, { activated: false });
    expect((await admin.post(`/api/admin/applications/${applicant.id}/reject`)).status).toBe(204);
    const pending = (await admin.get('/api/admin/applications')).body.applications;
    expect(pending.some((a: { userId: string }) => a.userId === applicant.id)).toBe(false);
    expect((await admin.post(`/api/admin/applications/${applicant.id}/reject`)).status).toBe(404);
  });
});

describe('accounts', () => {
  it('when an admin deactivates a signed-in owner, then their session ends at once', async () => {
    const owner = await createUser(app.deps.auth, app.deps.pool);
    const hotel = await createHotel(app.deps.pool);
    await linkUserToHotel(app.deps.pool, owner.id, hotel.id);
    const session = await signedInAgent(app, owner);
    expect((await session.get('/api/me/hotels')).status).toBe(200);

    expect((await admin.post(`/api/admin/users/${owner.id}/deactivate`)).status).toBe(204);
    expect((await session.get('/api/me/hotels')).status).toBe(401);
    expect((await session.post('/api/auth/refresh')).status).toBe(401);
    const again = await browserAgent(app.app);
    expect((await again.post('/api/auth/sign-in').send(owner)).status).toBe(403);
    const users = (await admin.get('/api/admin/users')).body.users;
    expect(users.find((u: { userId: string }) => u.userId === owner.id)).toMatchObject({ activated: false });
  });

  it('when an admin grants and revokes admin, then the claim follows after the next sign-in', async () => {
    const owner = await createUser(app.deps.auth, app.deps.pool);
    expect((await admin.put(`/api/admin/users/${owner.id}/admin`).send({ admin: true })).status).toBe(204);
    const asAdmin = await signedInAgent(app, owner, true);
    expect((await asAdmin.get('/api/admin/prompts')).status).toBe(200);

    expect((await admin.put(`/api/admin/users/${owner.id}/admin`).send({ admin: false })).status).toBe(204);
    expect((await asAdmin.get('/api/admin/prompts')).status).toBe(401);
  });

  it('when an admin tries to deactivate or demote themselves, then it answers 400', async () => {
    expect((await admin.post(`/api/admin/users/${adminId}/deactivate`)).status).toBe(400);
    expect((await admin.put(`/api/admin/users/${adminId}/admin`).send({ admin: false })).status).toBe(400);
    expect((await admin.put(`/api/admin/users/${adminId}/admin`).send({ admin: 'yes' })).status).toBe(400);
  });
});
