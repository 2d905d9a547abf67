import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import '../../../test/support/provided-context.ts';

/**
 * Row-level security as Supabase's PostgREST applies it: every statement runs as the `anon` or
 * `authenticated` role with the token's claims in `request.jwt.claims`. In production browsers can
 * reach the tables this way with the public anon key, so these policies are the last line.
 */

type Claims = { sub: string; role: 'authenticated'; app_metadata?: { admin?: boolean } } | null;

let db: pg.Client;
const ids = {
  ownerA: randomUUID(),
  ownerB: randomUUID(),
  admin: randomUUID(),
  hotelA: randomUUID(),
  hotelB: randomUUID(),
  fileA: randomUUID(),
};
const asOwnerA: Claims = { sub: ids.ownerA, role: 'authenticated' };
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

/** Tables an owner may read, with the column that names the hotel or the user a row belongs to. */
const ownerReadable: Record<string, { column: string; own: () => string[] }> = {
  users: { column: 'user_id', own: () => [ids.ownerA] },
  hotels: { column: 'hotel_id', own: () => [ids.hotelA] },
  user_hotels: { column: 'user_id', own: () => [ids.ownerA] },
  reviews: { column: 'hotel_id', own: () => [ids.hotelA] },
  call_logs: { column: 'hotel_id', own: () => [ids.hotelA] },
  pms_tool_calls: { column: 'hotel_id', own: () => [ids.hotelA] },
  call_rollups_hourly: { column: 'hotel_id', own: () => [ids.hotelA] },
  call_rollups_daily: { column: 'hotel_id', own: () => [ids.hotelA] },
};

/** Tables no browser may ever read, admins included (secrets and machinery). */
const nobodyReads = new Set([
  'pms_keys',
  'pms_idempotency_keys',
  'rate_limits',
  'socket_io_attachments',
  'ingest_signatures',
  'site_salts',
  'site_daily_visitors',
]);

beforeAll(async () => {
  db = new pg.Client({ connectionString: inject('databaseUrl') });
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
  for (const [hotel, owner] of [
    [ids.hotelA, ids.ownerA],
    [ids.hotelB, ids.ownerB],
  ] as const) {
    await db.query(`insert into public.hotels (hotel_id, name) values ($1, 'RLS hotel')`, [hotel]);
    await db.query(`insert into public.user_hotels (user_id, hotel_id) values ($1, $2)`, [owner, hotel]);
    await db.query(`insert into public.reviews (hotel_id, rating) values ($1, 5)`, [hotel]);
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
  }
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
  await db.query('delete from auth.users where id = any($1)', [[ids.ownerA, ids.ownerB, ids.admin]]);
  await db.end();
});

describe('row-level security as Supabase roles see it', () => {
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
    const call = `hotels/${ids.hotelA}/transcripts/rls_${randomUUID().slice(0, 8)}_20250101_000000.json`;
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
