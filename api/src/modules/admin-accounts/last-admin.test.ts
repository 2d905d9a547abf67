import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalAuth } from '../../platform/auth/local-auth.ts';
import type { AuthPort } from '../../platform/auth/auth-port.ts';
import type { MailService } from '../mail/mail.service.ts';
import { createPrivateDatabase } from '../../../../test/support/private-database.ts';
import { createUser } from '../../../../test/support/factories.ts';
import { createAdminAccountsService } from './admin-accounts.service.ts';
import { testConfig } from '../../../../test/support/config.ts';

// A database of its own: 'the last admin' counts every admin, and other tests add theirs.
let db: Awaited<ReturnType<typeof createPrivateDatabase>>;
let auth: AuthPort;
let accounts: ReturnType<typeof createAdminAccountsService>;

const isAdmin = async (userId: string) =>
  (
    await db.pool.query<{ admin: boolean }>(
      `select coalesce((raw_app_meta_data ->> 'admin')::boolean, false) as admin from auth.users where id = $1`,
      [userId],
    )
  ).rows[0]!.admin;

beforeAll(async () => {
  db = await createPrivateDatabase('last_admin');
  auth = createLocalAuth(db.pool, 'last-admin-test-secret-last-admin-test-secret', testConfig.passwordCost);
  // Demotion and deactivation never write mail; the service only needs the type.
  const mail = { write: () => Promise.reject(new Error('no mail expected')) } as unknown as MailService;
  accounts = createAdminAccountsService({ pool: db.pool, auth, mail, publicUrl: 'http://localhost' });
}, 60_000);
afterAll(() => db?.drop());

/** Who acts, as the routes pass it (the audit entry's actor). */
const actor = (userId: string) => ({ userId, email: 'admin@test.hotelvoice.dev', ip: '127.0.0.1' });

describe('the last active admin', () => {
  it('when two admins demote each other at the same moment, then exactly one demotion happens', async () => {
    const a = await createUser(auth, db.pool, { admin: true });
    const b = await createUser(auth, db.pool, { admin: true });
    const results = await Promise.allSettled([
      accounts.setAdmin(b.id, false, actor(a.id)),
      accounts.setAdmin(a.id, false, actor(b.id)),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason.message).toBe('At least one active admin must remain. Make someone else an admin first.');
    expect([await isAdmin(a.id), await isAdmin(b.id)].filter(Boolean)).toHaveLength(1);
  });

  it('when the only other admin would be deactivated, then it is refused and they stay active', async () => {
    const survivor = (
      await db.pool.query<{ id: string }>(
        `select a.id from auth.users a join public.users u on u.user_id = a.id
         where coalesce((a.raw_app_meta_data ->> 'admin')::boolean, false) and u.activated`,
      )
    ).rows;
    expect(survivor).toHaveLength(1);
    const owner = await createUser(auth, db.pool);
    await expect(accounts.deactivate(survivor[0]!.id, actor(owner.id))).rejects.toThrow(
      'At least one active admin must remain',
    );
    const { rows } = await db.pool.query('select activated from public.users where user_id = $1', [survivor[0]!.id]);
    expect(rows[0].activated).toBe(true);
  });
});
