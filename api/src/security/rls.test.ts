import { createHash, randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import '../../../test/support/provided-context.ts';
import { testDatabaseUrl } from '../../../test/support/file-database.ts';
import { callObjectPaths } from '../contracts/call-objects.ts';

/**
 * Row-level security as Supabase's PostgREST applies it: every statement runs as the `anon` or
 * `authenticated` role with the token's claims in `request.jwt.claims`. In production browsers can
 * reach the tables this way with the public anon key, so these policies are the last line.
 */

type Claims = { sub: string; role: 'authenticated'; app_metadata?: { admin?: boolean } } | null;

let db: pg.Client;
const ids = {
  ownerA: randomUUID(),
  managerA: randomUUID(),
  frontDeskA: randomUUID(),
  leaverA: randomUUID(),
  ownerB: randomUUID(),
  admin: randomUUID(),
  hotelA: randomUUID(),
  hotelB: randomUUID(),
  fileA: randomUUID(),
};
const asOwnerA: Claims = { sub: ids.ownerA, role: 'authenticated' };
const asManagerA: Claims = { sub: ids.managerA, role: 'authenticated' };
const asFrontDeskA: Claims = { sub: ids.frontDeskA, role: 'authenticated' };
const asLeaverA: Claims = { sub: ids.leaverA, role: 'authenticated' };
const asAdmin: Claims = { sub: ids.admin, role: 'authenticated', app_metadata: { admin: true } };
const asAnon: Claims = null;

/** Runs `statements` as the role of `claims` inside a transaction that is rolled back. */
async function as<T>(
  claims: Claims,
  run: (q: (sql: string, params?: unknown[]) => Promise<pg.QueryResult>) => Promise<T>,
) {
  await db.query('begin');
  try {
    await db.query(`set local role ${claims ? 'authenticated' : 'anon'}`);
    await db.query(`select set_config('request.jwt.claims', $1, true)`, [claims ? JSON.stringify(claims) : '']);
    let step = 0;
    // Each statement in its own savepoint, so a refused one does not end the transaction.
    return await run(async (sql, params) => {
      const savepoint = `s${step++}`;
      await db.query(`savepoint ${savepoint}`);
      try {
        const result = await db.query(sql, params);
        await db.query(`release savepoint ${savepoint}`);
        return result;
      } catch (error) {
        await db.query(`rollback to savepoint ${savepoint}`);
        throw error;
      }
    });
  } finally {
    await db.query('rollback');
  }
}

async function publicTables(): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`,
  );
  return rows.map((r) => r.name);
}

/**
 * Who may read each public table through PostgREST, as the api's roles decide (decision 022):
 * - `self`: the signed-in person's own rows (and, for rows naming a hotel, only while a member);
 * - `team`: every member of the row's hotel (permission `calls`: calls, reviews, insights);
 * - `managers`: owners and managers of the row's hotel (permission `manage`: the team);
 * - `admins`: admins only (knowledge, prompts, machinery an admin page shows);
 * - `nobody`: no browser role at all, admins included (secrets and machinery).
 * A table missing here fails the first test: a new table says who reads it, and its policies must
 * say the same.
 */
type Readers = 'self' | 'team' | 'managers' | 'admins' | 'nobody';
const readersOf: Record<string, Readers> = {
  users: 'self',
  account_sessions: 'self',
  alert_settings: 'self',
  push_subscriptions: 'self',
  notifications: 'self',
  daily_alert_summaries: 'self',
  hotels: 'team',
  reviews: 'team',
  call_logs: 'team',
  pms_tool_calls: 'team',
  call_rollups_hourly: 'team',
  call_rollups_daily: 'team',
  bookings: 'team',
  booking_changes: 'team',
  booking_rollups: 'team',
  call_cost_rollups_daily: 'nobody',
  call_follow_ups_handled: 'team',
  call_follow_up_assignments: 'team',
  call_follow_up_activities: 'team',
  knowledge_gaps: 'team',
  knowledge_gap_questions: 'team',
  weekly_digests: 'team',
  user_hotels: 'managers',
  hotel_invitations: 'managers',
  demo_requests: 'admins',
  prompts: 'admins',
  prompt_versions: 'admins',
  knowledge_files: 'admins',
  knowledge_chunks: 'admins',
  outbox_messages: 'admins',
  storage_object_events: 'admins',
  worker_heartbeats: 'admins',
  erased_calls: 'admins',
  maintenance_runs: 'admins',
  audit_events: 'admins',
  data_exports: 'admins',
  alert_emails: 'admins',
  daily_alert_items: 'admins',
  site_events: 'admins',
  site_daily_pages: 'admins',
  site_daily_sources: 'admins',
  site_daily_events: 'admins',
  site_daily_step_sets: 'admins',
  ops_alerts: 'admins',
  pms_keys: 'nobody',
  pms_idempotency_keys: 'nobody',
  pms_guest_lookups: 'nobody',
  push_deliveries: 'admins',
  push_device_hotel_mutes: 'nobody',
  hotel_agent_credentials: 'nobody',
  hotel_agent_credential_uses: 'nobody',
  rate_limits: 'nobody',
  socket_io_attachments: 'nobody',
  ingest_signatures: 'nobody',
  site_salts: 'nobody',
  site_daily_visitors: 'nobody',
  two_step_factors: 'nobody',
  two_step_recovery_codes: 'nobody',
  two_step_tickets: 'nobody',
  two_step_spent_codes: 'nobody',
};

/** What the `using` clauses of a table's select policies must say for its readers. */
const policyShape: Record<Readers, RegExp> = {
  self: /auth\.uid\(\)/,
  team: /^(can_access_hotel\(hotel_id\)|has_hotel_permission\(hotel_id, 'calls'::text\))$/,
  managers: /has_hotel_permission\(hotel_id, 'manage'::text\)/,
  admins: /^is_admin\(\)$/,
  nobody: /^false$/,
};

/** Tables an owner may read, with the column that names the hotel or the user a row belongs to. */
const ownerReadable: Record<string, { column: string; own: () => string[] }> = {
  users: { column: 'user_id', own: () => [ids.ownerA] },
  hotels: { column: 'hotel_id', own: () => [ids.hotelA] },
  user_hotels: { column: 'user_id', own: () => [ids.ownerA, ids.managerA, ids.frontDeskA, ids.leaverA] },
  hotel_invitations: { column: 'hotel_id', own: () => [ids.hotelA] },
  reviews: { column: 'hotel_id', own: () => [ids.hotelA] },
  call_logs: { column: 'hotel_id', own: () => [ids.hotelA] },
  pms_tool_calls: { column: 'hotel_id', own: () => [ids.hotelA] },
  call_rollups_hourly: { column: 'hotel_id', own: () => [ids.hotelA] },
  call_rollups_daily: { column: 'hotel_id', own: () => [ids.hotelA] },
};

const nobodyReads = new Set(Object.keys(readersOf).filter((t) => readersOf[t] === 'nobody'));

beforeAll(async () => {
  db = new pg.Client({ connectionString: testDatabaseUrl() });
  await db.connect();
  const user = async (id: string, email: string) => {
    await db.query(`insert into auth.users (id, email) values ($1, $2)`, [id, email]);
    await db.query(
      `insert into public.users (user_id, first_name, last_name, email, activated) values ($1, 'R', 'Ls', $2, true)`,
      [id, email],
    );
  };
  await user(ids.ownerA, `rls-a-${ids.ownerA}@test.dev`);
  await user(ids.ownerB, `rls-b-${ids.ownerB}@test.dev`);
  await user(ids.admin, `rls-admin-${ids.admin}@test.dev`);
  await user(ids.managerA, `rls-manager-${ids.managerA}@test.dev`);
  await user(ids.frontDeskA, `rls-desk-${ids.frontDeskA}@test.dev`);
  await user(ids.leaverA, `rls-leaver-${ids.leaverA}@test.dev`);
  for (const [hotel, owner] of [
    [ids.hotelA, ids.ownerA],
    [ids.hotelB, ids.ownerB],
  ] as const) {
    await db.query(`insert into public.hotels (hotel_id, name) values ($1, 'RLS hotel')`, [hotel]);
    await db.query(`insert into public.user_hotels (user_id, hotel_id) values ($1, $2)`, [owner, hotel]);
    await db.query(`insert into public.reviews (hotel_id, rating) values ($1, 5)`, [hotel]);
    await db.query(
      `insert into public.hotel_invitations (hotel_id, email, role, token_hash, expires_at)
       values ($1, $2, 'front_desk', $3, now() + interval '7 days')`,
      [hotel, `rls-invited-${hotel}@test.dev`, `rls-${hotel}`],
    );
    await db.query(
      `insert into public.call_logs (hotel_id, call_id, room_name, started_at, transcript_text)
       values ($1, 'rls_room_20250101_000000', 'rls_room', now(), 'secret words')`,
      [hotel],
    );
    await db.query(
      `insert into public.pms_keys (hotel_id, key_ciphertext, key_iv, key_tag, key_hash) values ($1, 'c', 'i', 't', 'h')`,
      [hotel],
    );
    await db.query(
      `insert into public.pms_tool_calls (hotel_id, call_ref, platform, tool, arguments, result, outcome, latency_ms)
       values ($1, 'rls_room', 'bearer', 'check_availability', '{}', '{}', 'ok', 5)`,
      [hotel],
    );
    await db.query(
      `insert into public.pms_idempotency_keys (hotel_id, idempotency_key, tool, state) values ($1, 'k', 'create_reservation', 'done')`,
      [hotel],
    );
    await db.query(`insert into public.hotel_agent_credentials (hotel_id, token_hash) values ($1, $2)`, [
      hotel,
      createHash('sha256').update(hotel).digest('hex'),
    ]);
    await db.query(`insert into public.hotel_agent_credential_uses (hotel_id, last_used_at) values ($1, now())`, [
      hotel,
    ]);
  }
  for (const [member, role] of [
    [ids.managerA, 'manager'],
    [ids.frontDeskA, 'front_desk'],
    [ids.leaverA, 'front_desk'],
  ] as const) {
    await db.query(`insert into public.user_hotels (user_id, hotel_id, role) values ($1, $2, $3)`, [
      member,
      ids.hotelA,
      role,
    ]);
  }
  await db.query(
    `insert into public.notifications (user_id, hotel_id, reason, subject_id, title)
     values ($1, $3, 'complaint', 'rls_room_20250101_000000', 'A complaint'), ($2, $3, 'complaint', 'rls_room_20250101_000000', 'A complaint')`,
    [ids.frontDeskA, ids.leaverA, ids.hotelA],
  );
  await db.query(
    `insert into public.knowledge_files (knowledge_file_id, hotel_id, is_general, file_name, storage_path, size_bytes)
     values ($1, $2, false, 'rls.txt', $3, 1)`,
    [ids.fileA, ids.hotelA, `rls/${ids.fileA}.txt`],
  );
  await db.query(
    `insert into public.knowledge_chunks (knowledge_file_id, hotel_id, chunk_index, content) values ($1, $2, 0, 'x')`,
    [ids.fileA, ids.hotelA],
  );
  await db.query(`insert into public.demo_requests (name, email, hotel, message) values ('P', 'p@x.dev', 'H', 'M')`);
  await db.query(`insert into public.outbox_messages (to_address, subject, text_body) values ('p@x.dev', 'S', 'B')`);
});

afterAll(async () => {
  if (!db) return;
  await db.query('delete from public.hotels where hotel_id = any($1)', [[ids.hotelA, ids.hotelB]]);
  await db.query('delete from auth.users where id = any($1)', [
    [ids.ownerA, ids.ownerB, ids.admin, ids.managerA, ids.frontDeskA, ids.leaverA],
  ]);
  await db.end();
});

describe('row-level security as Supabase roles see it', () => {
  it('when a public table exists, then it is listed with its readers and its policies say the same', async () => {
    const tables = await publicTables();
    const unlisted = tables.filter((t) => !(t in readersOf));
    expect(unlisted, 'public tables missing from readersOf in rls.test.ts').toEqual([]);
    const { rows } = await db.query<{ table: string; qual: string | null; restrictive: boolean; cmd: string }>(
      `select tablename as table, qual, permissive = 'RESTRICTIVE' as restrictive, cmd from pg_policies
       where schemaname = 'public' and cmd in ('SELECT', 'ALL') and 'authenticated' = any(roles)`,
    );
    for (const table of tables) {
      const quals = rows.filter((r) => r.table === table && !r.restrictive).map((r) => r.qual ?? '');
      expect({ table, quals: quals.length }).not.toEqual({ table, quals: 0 });
      const shape = policyShape[readersOf[table]!];
      for (const qual of quals) {
        expect({ table, qual, matches: shape.test(qual) }).toEqual({ table, qual, matches: true });
      }
      // And the second step (two-step sign-in) on top, for every statement.
      const restrictive = rows.filter((r) => r.table === table && r.restrictive).map((r) => `${r.cmd} ${r.qual}`);
      expect({ table, restrictive }).toEqual({ table, restrictive: ['ALL second_step_passed()'] });
    }
  });

  it('when the anonymous role reads any public table, then it gets no row', async () => {
    for (const table of await publicTables()) {
      const { rows } = await as(asAnon, (q) => q(`select count(*)::int as n from public.${table}`));
      expect({ table, rows: rows[0].n }).toEqual({ table, rows: 0 });
    }
  });

  it("when an owner reads every table, then they see their own hotel's rows and nothing else", async () => {
    for (const table of await publicTables()) {
      const readable = ownerReadable[table];
      if (!readable) {
        const { rows } = await as(asOwnerA, (q) => q(`select count(*)::int as n from public.${table}`));
        expect({ table, rows: rows[0].n }).toEqual({ table, rows: 0 });
        continue;
      }
      const { rows } = await as(asOwnerA, (q) =>
        q(`select distinct ${readable.column}::text as id from public.${table}`),
      );
      const seen = rows.map((r) => r.id as string);
      // users: their own row; user_hotels: their own links; the rest: their hotel's rows only.
      expect({ table, seen: [...new Set(seen)].sort() }).toEqual({ table, seen: readable.own().sort() });
    }
  });

  it("when the front desk reads, then it sees its hotel's calls and reviews but not the team, keys, knowledge or settings", async () => {
    const seen = async (claims: Claims, table: string) => {
      const { rows } = await as(claims, (q) => q(`select distinct hotel_id::text as id from public.${table}`));
      return rows.map((r) => r.id as string).sort();
    };
    for (const table of ['hotels', 'reviews', 'call_logs', 'pms_tool_calls']) {
      expect({ table, seen: await seen(asFrontDeskA, table) }).toEqual({ table, seen: [ids.hotelA] });
      expect({ table, seen: await seen(asManagerA, table) }).toEqual({ table, seen: [ids.hotelA] });
    }
    for (const table of [
      'hotel_invitations',
      'pms_keys',
      'pms_idempotency_keys',
      'knowledge_files',
      'knowledge_chunks',
    ]) {
      expect({ table, seen: await seen(asFrontDeskA, table) }).toEqual({ table, seen: [] });
    }
    // The manager runs the team page: the hotel's invitations and every member's link.
    expect(await seen(asManagerA, 'hotel_invitations')).toEqual([ids.hotelA]);
    const team = async (claims: Claims) =>
      (await as(claims, (q) => q('select user_id::text as id from public.user_hotels'))).rows.map((r) => r.id).sort();
    expect(await team(asManagerA)).toEqual([ids.ownerA, ids.managerA, ids.frontDeskA, ids.leaverA].sort());
    expect(await team(asFrontDeskA)).toEqual([ids.frontDeskA]);
    for (const table of ['pms_keys', 'knowledge_files']) {
      expect({ table, seen: await seen(asManagerA, table) }).toEqual({ table, seen: [] });
    }
    // Guest-data settings live on hotels: no browser role reads those columns; the rest it may.
    for (const claims of [asFrontDeskA, asOwnerA]) {
      await expect(
        as(claims, (q) => q('select recording_retention_days, card_last4_visible from public.hotels')),
      ).rejects.toThrow(/permission denied/);
    }
    const named = await as(asFrontDeskA, (q) => q('select name, timezone from public.hotels'));
    expect(named.rowCount).toBe(1);
    const notes = await as(asFrontDeskA, (q) => q('select user_id::text as id from public.notifications'));
    expect(notes.rows.map((r) => r.id)).toEqual([ids.frontDeskA]);
  });

  it('when a member is removed from the team or deactivated, then the hotel is gone from every table at once', async () => {
    const visible = async (claims: Claims) => {
      const counts: Record<string, number> = {};
      for (const table of ['hotels', 'reviews', 'call_logs', 'pms_tool_calls', 'notifications']) {
        const { rows } = await as(claims, (q) => q(`select count(*)::int as n from public.${table}`));
        counts[table] = rows[0].n;
      }
      return counts;
    };
    const all = { hotels: 1, reviews: 1, call_logs: 1, pms_tool_calls: 1, notifications: 1 };
    const none = { hotels: 0, reviews: 0, call_logs: 0, pms_tool_calls: 0, notifications: 0 };
    expect(await visible(asLeaverA)).toEqual(all);
    await db.query('update public.users set activated = false where user_id = $1', [ids.leaverA]);
    expect(await visible(asLeaverA)).toEqual(none);
    await db.query('update public.users set activated = true where user_id = $1', [ids.leaverA]);
    expect(await visible(asLeaverA)).toEqual(all);
    await db.query('delete from public.user_hotels where user_id = $1', [ids.leaverA]);
    expect(await visible(asLeaverA)).toEqual(none);
  });

  it('when a user with two-step sign-in on has not passed the second step, then their token reads nothing', async () => {
    const sessionId = randomUUID();
    await db.query(
      `insert into public.two_step_factors (user_id, secret_ciphertext, secret_iv, secret_tag, enabled_at)
       values ($1, 'c', 'i', 't', now())`,
      [ids.managerA],
    );
    try {
      const count = async (claims: Record<string, unknown>) => {
        const { rows } = await as({ sub: ids.managerA, role: 'authenticated', ...claims } as Claims, (q) =>
          q('select count(*)::int as n from public.call_logs'),
        );
        return rows[0].n as number;
      };
      // The password alone (an aal1 token straight from GoTrue): nothing, not even their own row.
      expect(await count({ aal: 'aal1', session_id: sessionId })).toBe(0);
      const own = await as({ sub: ids.managerA, role: 'authenticated', aal: 'aal1' } as Claims, (q) =>
        q('select count(*)::int as n from public.users'),
      );
      expect(own.rows[0].n).toBe(0);
      // Raised to aal2 by GoTrue's MFA.
      expect(await count({ aal: 'aal2', session_id: sessionId })).toBe(1);
      // Passed by the api's code step with a recovery code: still aal1, marked on the session.
      await db.query(
        `insert into public.account_sessions (session_id, user_id, second_step_at) values ($1, $2, now())`,
        [sessionId, ids.managerA],
      );
      expect(await count({ aal: 'aal1', session_id: sessionId })).toBe(1);
      expect(await count({ aal: 'aal1', session_id: randomUUID() })).toBe(0);
    } finally {
      await db.query('delete from public.account_sessions where session_id = $1', [sessionId]);
      await db.query('delete from public.two_step_factors where user_id = $1', [ids.managerA]);
    }
  });

  it('when an admin reads, then they see every hotel but never the secrets and machinery tables', async () => {
    for (const table of await publicTables()) {
      const { rows } = await as(asAdmin, (q) => q(`select count(*)::int as n from public.${table}`));
      if (nobodyReads.has(table)) expect({ table, rows: rows[0].n }).toEqual({ table, rows: 0 });
    }
    const hotels = await as(asAdmin, (q) =>
      q('select hotel_id from public.hotels where hotel_id = any($1)', [[ids.hotelA, ids.hotelB]]),
    );
    expect(hotels.rowCount).toBe(2);
    const files = await as(asAdmin, (q) =>
      q('select 1 from public.knowledge_files where knowledge_file_id = $1', [ids.fileA]),
    );
    expect(files.rowCount).toBe(1);
  });

  it('when an owner or the anonymous role writes, then only the public forms get through', async () => {
    for (const claims of [asOwnerA, asAnon]) {
      for (const table of await publicTables()) {
        const deleted = await as(claims, (q) => q(`delete from public.${table}`)).catch(() => ({ rowCount: 0 }));
        expect({ table, deleted: deleted.rowCount }).toEqual({ table, deleted: 0 });
      }
      const refused = (sql: string, params: unknown[]) =>
        expect(as(claims, (q) => q(sql, params))).rejects.toThrow(/row-level security|permission denied/);
      await refused(`insert into public.hotels (name) values ('Mine')`, []);
      await refused(`insert into public.user_hotels (user_id, hotel_id) values ($1, $2)`, [ids.ownerA, ids.hotelB]);
      await refused(
        `insert into public.call_logs (hotel_id, call_id, room_name, started_at) values ($1, 'x_y_20250101_000000', 'x', now())`,
        [ids.hotelA],
      );
      await refused(
        `insert into public.knowledge_files (hotel_id, is_general, file_name, storage_path, size_bytes)
        values ($1, false, 'x.txt', 'x/x.txt', 1)`,
        [ids.hotelA],
      );
      const updated = await as(claims, (q) =>
        q(`update public.hotels set name = 'Taken' where hotel_id = any($1)`, [[ids.hotelA, ids.hotelB]]),
      );
      expect(updated.rowCount).toBe(0);
      const promoted = await as(claims, (q) =>
        q(`update public.users set activated = true, first_name = 'X' where user_id = $1`, [ids.ownerA]),
      );
      expect(promoted.rowCount).toBe(0);
      // The guest review and demo request forms are open to everyone (the api validates them).
      const review = await as(claims, (q) =>
        q(`insert into public.reviews (hotel_id, rating) values ($1, 4)`, [ids.hotelB]),
      );
      expect(review.rowCount).toBe(1);
      const demo = await as(claims, (q) =>
        q(`insert into public.demo_requests (name, email, hotel, message) values ('a', 'a@b.dev', 'h', 'm')`),
      );
      expect(demo.rowCount).toBe(1);
    }
  });

  it('when a browser lists storage objects, then only hotel pictures are public and call recordings are not', async () => {
    const picture = `rls/${randomUUID()}.png`;
    const call = callObjectPaths(ids.hotelA, `rls_${randomUUID().slice(0, 8)}_20250101_000000`).transcript;
    await db.query(`insert into storage.objects (bucket_id, name) values ('hotel-pictures', $1), ('calls', $2)`, [
      picture,
      call,
    ]);
    try {
      for (const claims of [asAnon, asOwnerA, asAdmin]) {
        const { rows } = await as(claims, (q) =>
          q('select name from storage.objects where name = any($1) order by name', [[picture, call]]),
        );
        expect(rows.map((r) => r.name)).toEqual([picture]);
      }
    } finally {
      await db.query('delete from storage.objects where name = any($1)', [[picture, call]]);
    }
  });

  it('when an admin writes, then the admin policies let hotels, links and users change', async () => {
    const updated = await as(asAdmin, (q) =>
      q(`update public.hotels set name = 'Renamed' where hotel_id = $1`, [ids.hotelA]),
    );
    expect(updated.rowCount).toBe(1);
    const linked = await as(asAdmin, (q) =>
      q(`insert into public.user_hotels (user_id, hotel_id) values ($1, $2)`, [ids.ownerA, ids.hotelB]),
    );
    expect(linked.rowCount).toBe(1);
    const activated = await as(asAdmin, (q) =>
      q(`update public.users set activated = false where user_id = $1`, [ids.ownerB]),
    );
    expect(activated.rowCount).toBe(1);
  });
});
