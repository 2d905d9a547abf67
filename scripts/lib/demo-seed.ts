import fs from 'node:fs/promises';
import path from 'node:path';
import { createLocalAuth } from '../../api/src/platform/auth/local-auth.ts';
import { localSecret } from '../../api/src/platform/local-secrets.ts';
import { repoRoot, resolveDataDir } from '../../api/src/platform/paths.ts';
import type { Pool } from '../../api/src/platform/db/pool.ts';
import { seedDemoCalls } from './demo-calls.ts';

export const demoHotelIds = {
  harborView: '5b8f2a61-3c1e-4d7a-9f10-2a6c4e8b1d01',
  alpineLodge: '5b8f2a61-3c1e-4d7a-9f10-2a6c4e8b1d02',
  sunsetPalms: '5b8f2a61-3c1e-4d7a-9f10-2a6c4e8b1d03',
};

export const demoLogins = [
  {
    role: 'admin',
    email: 'admin@demo.hotelvoice.dev',
    password: 'demo-admin-pass',
    firstName: 'Ada',
    lastName: 'Admin',
    admin: true,
    activated: true,
  },
  {
    role: 'owner',
    email: 'owner@demo.hotelvoice.dev',
    password: 'demo-owner-pass',
    firstName: 'Olivia',
    lastName: 'Owner',
    admin: false,
    activated: true,
  },
  {
    role: 'pending',
    email: 'pending@demo.hotelvoice.dev',
    password: 'demo-pending-pass',
    firstName: 'Peter',
    lastName: 'Pending',
    admin: false,
    activated: false,
  },
] as const;

/**
 * Seeds the demo data once: supabase/seed.sql (hotels, prompts, reviews), then the three demo
 * accounts with the owner linked to two hotels. Returns false when the demo admin already exists.
 */
export async function seedDemoIfEmpty(pool: Pool, env: NodeJS.ProcessEnv): Promise<boolean> {
  const existing = await pool.query(`select 1 from auth.users where lower(email) = $1`, [demoLogins[0].email]);
  if (existing.rowCount) return false;
  await pool.query(await fs.readFile(path.join(repoRoot, 'supabase', 'seed.sql'), 'utf8'));
  const dataDir = resolveDataDir(env.DATA_DIR);
  const secret = env.AUTH_JWT_SECRET ?? localSecret(dataDir, 'auth-jwt-secret');
  const auth = createLocalAuth(pool, secret);
  for (const login of demoLogins) {
    const user =
      (await auth.findUserByEmail(login.email)) ?? (await auth.createUser(login.email, login.password, login.admin));
    await pool.query(
      `insert into public.users (user_id, first_name, last_name, email, phone_number, activated, activated_at)
       values ($1, $2, $3, $4, $5, $6, case when $6 then now() end) on conflict (user_id) do nothing`,
      [
        user.id,
        login.firstName,
        login.lastName,
        login.email,
        login.role === 'pending' ? '+1 555 0100' : '',
        login.activated,
      ],
    );
    if (login.role === 'owner') {
      await pool.query(
        `insert into public.user_hotels (user_id, hotel_id) values ($1, $2), ($1, $3) on conflict do nothing`,
        [user.id, demoHotelIds.harborView, demoHotelIds.alpineLodge],
      );
    }
  }
  if (!env.SUPABASE_URL) {
    await seedDemoCalls(
      pool,
      {
        dataDir,
        authJwtSecret: secret,
        publicUrl: env.PUBLIC_URL ?? 'http://localhost:8000',
      },
      [demoHotelIds.harborView, demoHotelIds.alpineLodge],
    );
  }
  return true;
}
