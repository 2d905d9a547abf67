import fs from 'node:fs/promises';
import path from 'node:path';
import { createLocalAuth } from '../../api/src/platform/auth/local-auth.ts';
import { localAuthPasswordCost } from '../../api/src/config.ts';
import { localSecret } from '../../api/src/platform/local-secrets.ts';
import { repoRoot, resolveDataDir } from '../../api/src/platform/paths.ts';
import type { Pool } from '../../api/src/platform/db/pool.ts';
import { seedDemoCalls } from './demo-calls.ts';
import { seedDemoBookings } from './demo-bookings.ts';
import { seedDemoHistory } from './demo-history.ts';
import { seedDemoFollowUpWork } from './demo-follow-ups.ts';
import { seedDemoGaps } from './demo-gaps.ts';
import { seedDemoPms } from './demo-pms.ts';
import { seedReturningCaller } from './demo-returning-caller.ts';
import { generateSiteEvents } from './generate-site-events.ts';
import { seedDemoReviewVisits } from './demo-review-visits.ts';
import { rebuildRollups } from '../../worker/src/jobs/site-events/site-events.repo.ts';

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
    role: 'manager',
    email: 'manager@demo.hotelvoice.dev',
    password: 'demo-manager-pass',
    firstName: 'Marco',
    lastName: 'Manager',
    admin: false,
    activated: true,
  },
  {
    role: 'frontDesk',
    email: 'frontdesk@demo.hotelvoice.dev',
    password: 'demo-frontdesk-pass',
    firstName: 'Fatima',
    lastName: 'Desk',
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

/** Harbor View's team besides its owner (issue #19), and one invitation still waiting for an answer. */
const demoTeamRoles = { manager: 'manager', frontDesk: 'front_desk' } as const;
const demoInvitationEmail = 'new.receptionist@demo.hotelvoice.dev';

/**
 * Seeds the demo data once: supabase/seed.sql (hotels, prompts, reviews), then the demo accounts
 * with the owner linked to two hotels and a team at Harbor View. Returns false when the demo admin
 * already exists (an older demo database still gets the new accounts and the team).
 */
export async function seedDemoIfEmpty(pool: Pool, env: NodeJS.ProcessEnv): Promise<boolean> {
  const dataDir = resolveDataDir(env.DATA_DIR);
  const secret = env.AUTH_JWT_SECRET ?? localSecret(dataDir, 'auth-jwt-secret');
  const auth = createLocalAuth(pool, secret, localAuthPasswordCost(env));
  const existing = await pool.query(`select 1 from auth.users where lower(email) = $1`, [demoLogins[0].email]);
  if (existing.rowCount) {
    await seedDemoAccounts(pool, auth);
    return false;
  }
  await pool.query(await fs.readFile(path.join(repoRoot, 'supabase', 'seed.sql'), 'utf8'));
  await seedDemoAccounts(pool, auth);
  // Months of earlier calls, so the insights page has periods to compare (issue #13).
  await seedDemoHistory(pool, [demoHotelIds.harborView, demoHotelIds.alpineLodge]);
  // What those calls booked, for the revenue card and the call list's marks (decision 091).
  await seedDemoBookings(pool, [demoHotelIds.harborView, demoHotelIds.alpineLodge]);
  // A guest who called four times and has a stay booked: a caller thread with a name (decision 093).
  await seedReturningCaller(pool, demoHotelIds.harborView);
  // Some of the newest follow-ups assigned, commented on and done by the team (decision 086).
  await seedDemoFollowUpWork(pool, demoHotelIds.harborView);
  // Four weeks of site traffic for /admin/analytics (review-page visitors of no demo hotel), and
  // the demo hotels' review-page visits made from their reviews, so the owners' numbers agree.
  await generateSiteEvents(pool, { events: 12_000, days: 28, hotelIds: [], seed: 'demo' });
  await seedDemoReviewVisits(pool, Object.values(demoHotelIds));
  await rebuildRollups(pool);
  if (!env.SUPABASE_URL) {
    const storageSettings = { dataDir, authJwtSecret: secret, publicUrl: env.PUBLIC_URL ?? 'http://localhost:8000' };
    const calls = await seedDemoCalls(pool, storageSettings, [demoHotelIds.harborView, demoHotelIds.alpineLodge]);
    await seedDemoGaps(pool, storageSettings, demoHotelIds.harborView);
    // The owners' alerts are the pipeline's own, raised by the calls above (none is made up here).
    const booking = calls.find((c) => c.hotelId === demoHotelIds.harborView && c.name === 'booking-en');
    await seedDemoPms(pool, env, demoHotelIds.harborView, booking);
  }
  return true;
}

/**
 * The demo accounts, their hotels and Harbor View's team; safe to run again (nothing is duplicated).
 * Returns the demo owner's id.
 */
async function seedDemoAccounts(pool: Pool, auth: ReturnType<typeof createLocalAuth>): Promise<string | null> {
  let ownerId: string | null = null;
  for (const login of demoLogins) {
    const user =
      (await auth.findUserByEmail(login.email)) ?? (await auth.createUser(login.email, login.password, login.admin));
    await pool.query(
      `insert into public.users (user_id, first_name, last_name, email, phone_number, activated, activated_at,
                                 applied_hotel_name, applied_hotel_city)
       values ($1, $2, $3, $4, $5, $6, case when $6 then now() end, $7, $8) on conflict (user_id) do nothing`,
      [
        user.id,
        login.firstName,
        login.lastName,
        login.email,
        login.role === 'pending' ? '+1 555 0100' : '',
        login.activated,
        // The applicant named the hotel they run, as the sign-up form asks.
        login.role === 'pending' ? 'Harbor View Hotel' : '',
        login.role === 'pending' ? 'Portsmouth' : '',
      ],
    );
    if (login.role === 'owner') {
      ownerId = user.id;
      await pool.query(
        `insert into public.user_hotels (user_id, hotel_id) values ($1, $2), ($1, $3) on conflict do nothing`,
        [user.id, demoHotelIds.harborView, demoHotelIds.alpineLodge],
      );
      // The low Harbor View review was dealt with: the reviews page shows a handled note.
      await pool.query(
        `update public.reviews set handled_at = created_at + interval '3 hours', handled_by = $1,
                handled_note = 'Called the guest and moved them to a quieter room; the heating was serviced.'
         where review_id = '0c1d2e3f-0000-4000-8000-000000000003' and handled_at is null`,
        [user.id],
      );
    }
    if (login.role === 'manager' || login.role === 'frontDesk') {
      await pool.query(
        `insert into public.user_hotels (user_id, hotel_id, role) values ($1, $2, $3) on conflict do nothing`,
        [user.id, demoHotelIds.harborView, demoTeamRoles[login.role]],
      );
    }
  }
  // A pending invitation, so the team page shows one. Its link was never sent (only the token's
  // hash is stored); "Re-send" mails a working one to the outbox.
  await pool.query(
    `insert into public.hotel_invitations (hotel_id, email, role, token_hash, invited_by, expires_at)
     select $1, $2, 'front_desk', encode(sha256(gen_random_uuid()::text::bytea), 'hex'), $3, now() + interval '7 days'
     where exists (select 1 from public.hotels where hotel_id = $1)
       and not exists (select 1 from public.hotel_invitations where lower(email) = $2)`,
    [demoHotelIds.harborView, demoInvitationEmail, ownerId],
  );
  return ownerId;
}
