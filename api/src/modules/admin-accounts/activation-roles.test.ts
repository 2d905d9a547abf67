import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHotel, createUser, linkUserToHotel, signedInAgent } from '../../../../test/support/factories.ts';
import { createTestApp, type BrowserAgent, type TestApp } from '../../../../test/support/test-app.ts';
import { eventually } from '../../../../test/support/eventually.ts';
import { createAdminAccountsService } from './admin-accounts.service.ts';

let app: TestApp;
let admin: BrowserAgent;

beforeAll(async () => {
  app = createTestApp();
  admin = await signedInAgent(app, await createUser(app.deps.auth, app.deps.pool, { admin: true }), true);
});
afterAll(() => app.close());

const applicant = (firstName: string) => createUser(app.deps.auth, app.deps.pool, { activated: false, firstName });

async function hotelWithOwner(firstName = 'Olga') {
  const hotel = await createHotel(app.deps.pool);
  const owner = await createUser(app.deps.auth, app.deps.pool, { firstName });
  await linkUserToHotel(app.deps.pool, owner.id, hotel.id, 'owner');
  return { hotel, owner };
}

const rolesAt = async (hotelId: string) =>
  (
    await app.deps.pool.query<{ user_id: string; role: string }>(
      'select user_id, role from public.user_hotels where hotel_id = $1 order by role, user_id',
      [hotelId],
    )
  ).rows;

const mailTo = async (address: string) =>
  (
    await app.deps.pool.query<{ subject: string; text_body: string }>(
      'select subject, text_body from public.outbox_messages where to_address = $1 order by created_at',
      [address],
    )
  ).rows;

const activate = (userId: string, hotels: { hotelId: string; role: string }[]) =>
  admin.post(`/api/admin/applications/${userId}/activate`).send({ hotels });

describe('the role an activation gives', () => {
  it('when the hotel already has an owner and the admin asks for owner, then it answers 400 and changes nothing', async () => {
    const { hotel, owner } = await hotelWithOwner('Olga');
    const other = await createHotel(app.deps.pool);
    const person = await applicant('Petra');

    const res = await activate(person.id, [
      { hotelId: other.id, role: 'owner' },
      { hotelId: hotel.id, role: 'owner' },
    ]);

    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(
      `${hotel.name} already has an owner, Olga Tester. Choose manager or front desk.`,
    );
    expect(await rolesAt(hotel.id)).toEqual([{ user_id: owner.id, role: 'owner' }]);
    expect(await rolesAt(other.id)).toEqual([]);
    const { rows } = await app.deps.pool.query('select activated from public.users where user_id = $1', [person.id]);
    expect(rows[0].activated).toBe(false);
    expect(await mailTo(person.email)).toEqual([]);
    expect(await mailTo(owner.email)).toEqual([]);
  });

  it('when the admin picks front desk at a hotel with an owner, then the role is stored, the owner is e-mailed and the entry names the role', async () => {
    const { hotel, owner } = await hotelWithOwner('Olga');
    const fresh = await createHotel(app.deps.pool);
    const person = await applicant('Frida');

    const res = await activate(person.id, [
      { hotelId: hotel.id, role: 'front_desk' },
      { hotelId: fresh.id, role: 'owner' },
    ]);

    expect(res.status).toBe(200);
    expect(res.body.activation.hotels).toEqual(
      expect.arrayContaining([
        { hotelId: hotel.id, name: hotel.name, role: 'front_desk', ownerTold: 'Olga Tester' },
        { hotelId: fresh.id, name: fresh.name, role: 'owner', ownerTold: null },
      ]),
    );
    expect(await rolesAt(hotel.id)).toEqual([
      { user_id: person.id, role: 'front_desk' },
      { user_id: owner.id, role: 'owner' },
    ]);
    expect(await rolesAt(fresh.id)).toEqual([{ user_id: person.id, role: 'owner' }]);

    const toOwner = await mailTo(owner.email);
    expect(toOwner).toHaveLength(1);
    expect(toOwner[0]!.subject).toBe(`Frida Tester joined ${hotel.name} on HotelVoice as front desk`);
    expect(toOwner[0]!.text_body).toContain(`Hello Olga,`);
    expect(toOwner[0]!.text_body).toContain(`Frida Tester (${person.email})`);
    expect(toOwner[0]!.text_body).toContain(`${app.config.publicUrl}/dashboard/team?hotel=${hotel.id}`);
    const toApplicant = await mailTo(person.email);
    expect(toApplicant).toHaveLength(1);
    expect(toApplicant[0]!.text_body).toContain(`${hotel.name} (front desk)`);
    expect(toApplicant[0]!.text_body).toContain(`${fresh.name} (owner)`);

    const audit = await app.deps.pool.query<{ hotel_id: string; details: Record<string, unknown> }>(
      `select hotel_id, details from public.audit_events where action = 'account.activated' and subject = $1
       order by hotel_id`,
      [person.id],
    );
    expect(audit.rows).toEqual(
      [
        { hotel_id: hotel.id, details: { role: 'front_desk', ownerTold: true } },
        { hotel_id: fresh.id, details: { role: 'owner', ownerTold: false } },
      ].sort((a, b) => a.hotel_id.localeCompare(b.hotel_id)),
    );
  });

  it('when a hotel is named twice or without a role, then it answers 400 and nothing changes', async () => {
    const hotel = await createHotel(app.deps.pool);
    const person = await applicant('Dora');
    const twice = await activate(person.id, [
      { hotelId: hotel.id, role: 'manager' },
      { hotelId: hotel.id, role: 'front_desk' },
    ]);
    expect(twice.status).toBe(400);
    expect(twice.body.error.message).toContain('Name each hotel once.');
    const roleless = await admin
      .post(`/api/admin/applications/${person.id}/activate`)
      .send({ hotels: [{ hotelId: hotel.id }] });
    expect(roleless.status).toBe(400);
    expect(roleless.body.error.message).toContain('Choose the role at each hotel');
    expect(await rolesAt(hotel.id)).toEqual([]);
  });

  it('when two applicants are activated as owner of the same ownerless hotel at once, then one becomes owner and the other is refused', async () => {
    const hotel = await createHotel(app.deps.pool);
    const [a, b] = [await applicant('Ada'), await applicant('Bea')];
    const accounts = createAdminAccountsService({
      pool: app.deps.pool,
      auth: app.deps.auth,
      mail: app.services.mail,
      publicUrl: app.config.publicUrl,
    });
    const actor = { userId: null, email: 'admin@test.hotelvoice.dev', ip: '127.0.0.1' };
    // Both activations wait on their applicants' rows held here, then start together.
    const holder = await app.deps.pool.connect();
    await holder.query('begin');
    await holder.query('select 1 from public.users where user_id = any($1::uuid[]) for update', [[a.id, b.id]]);
    const both = Promise.allSettled(
      [a, b].map((p) => accounts.activate(p.id, [{ hotelId: hotel.id, role: 'owner' }], actor)),
    );
    await waitForLockWaiters(2);
    await holder.query('commit');
    holder.release();
    const results = await both;

    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason.message).toMatch(/already has an owner, (Ada|Bea) Tester\. Choose manager or front desk\./);
    const owners = (await rolesAt(hotel.id)).filter((r) => r.role === 'owner');
    expect(owners).toHaveLength(1);
  });
});

/** Resolves once `count` sessions wait for a row lock on the applicants' profiles. */
const waitForLockWaiters = (count: number) =>
  eventually(async () => {
    const { rows } = await app.deps.pool.query<{ waiting: number }>(
      `select count(*)::int as waiting from pg_stat_activity
       where wait_event_type = 'Lock' and datname = current_database()
         and query like '%from public.users where user_id = $1 for update%'`,
    );
    return rows[0]!.waiting >= count ? true : undefined;
  }, 'both activations waiting on the held rows');
