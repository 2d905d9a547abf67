import { randomUUID } from 'node:crypto';
import type { AuthPort } from '../../api/src/platform/auth/auth-port.ts';
import type { Db } from '../../api/src/platform/db/pool.ts';
import { browserAgent, type TestApp } from './test-app.ts';

export interface TestUser {
  id: string;
  email: string;
  password: string;
}

export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomUUID().slice(0, 8)}@test.hotelvoice.dev`;
}

/** A user with a profile row; activated and admin as asked. */
export async function createUser(
  auth: AuthPort,
  db: Db,
  options: { activated?: boolean; admin?: boolean; firstName?: string; profile?: boolean } = {},
): Promise<TestUser> {
  const email = uniqueEmail(options.admin ? 'admin' : 'owner');
  const password = 'correct-horse-battery';
  const user = await auth.createUser(email, password, options.admin ?? false);
  // GoTrue writes auth.users in the project's own database; the double keeps users in memory, so
  // the row the profile's foreign key points at is written here.
  if (auth.kind === 'supabase') {
    await db.query('insert into auth.users (id, email) values ($1, $2) on conflict do nothing', [user.id, email]);
  }
  if (options.profile !== false) {
    await db.query(
      `insert into public.users (user_id, first_name, last_name, email, activated) values ($1, $2, 'Tester', $3, $4)`,
      [user.id, options.firstName ?? 'Terry', email, options.activated ?? true],
    );
  }
  return { id: user.id, email, password };
}

export async function createHotel(
  db: Db,
  fields: { name?: string; googlePlaceId?: string } = {},
): Promise<{ id: string; name: string }> {
  const name = fields.name ?? `Test Hotel ${randomUUID().slice(0, 6)}`;
  const { rows } = await db.query<{ hotel_id: string }>(
    `insert into public.hotels (name, location, google_place_id) values ($1, 'Testville', $2) returning hotel_id`,
    [name, fields.googlePlaceId ?? ''],
  );
  return { id: rows[0]!.hotel_id, name };
}

/** Makes the user a member of the hotel's team (an owner unless a role is named). */
export async function linkUserToHotel(
  db: Db,
  userId: string,
  hotelId: string,
  role: 'owner' | 'manager' | 'front_desk' = 'owner',
): Promise<void> {
  await db.query(
    'insert into public.user_hotels (user_id, hotel_id, role) values ($1, $2, $3) on conflict do nothing',
    [userId, hotelId, role],
  );
}

/** A browser-like agent already signed in as the user (admin users through the admin login). */
export async function signedInAgent(app: TestApp, user: TestUser, admin = false) {
  const agent = await browserAgent(app.app);
  const res = await agent
    .post(admin ? '/api/auth/admin/sign-in' : '/api/auth/sign-in')
    .send({ email: user.email, password: user.password });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return agent;
}
