import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createPool, type Pool } from '../../api/src/platform/db/pool.ts';
import { cloneDatabase, dropDatabase } from './databases.ts';
import './provided-context.ts';

/**
 * A migrated database of the test's own (a copy of the run's template) on the run's Postgres server,
 * for tests that must compare whole tables while the file's own database is in use. Dropped by `drop()`.
 */
export async function createPrivateDatabase(
  label: string,
): Promise<{ url: string; pool: Pool; drop(): Promise<void> }> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `hv_${label}_${randomUUID().slice(0, 8)}`;
  const url = await cloneDatabase(adminUrl, inject('templateDatabase'), name);
  const pool = createPool(url, 4);
  return {
    url,
    pool,
    async drop() {
      await pool.end();
      await dropDatabase(adminUrl, name);
    },
  };
}

/**
 * Bookkeeping that changes on purpose while requests are refused (limit counters, replay memory,
 * adapter rows, when an agent credential was last accepted).
 */
const volatileTables = new Set([
  'public.rate_limits',
  'public.ingest_signatures',
  'public.socket_io_attachments',
  'public.hotel_agent_credential_uses',
]);

/** One digest per table of the product's schemas: equal digests mean equal contents. */
export async function databaseDigest(pool: Pool): Promise<Record<string, string>> {
  const { rows: tables } = await pool.query<{ name: string }>(
    `select table_schema || '.' || table_name as name from information_schema.tables
     where table_schema in ('public', 'auth', 'storage') and table_type = 'BASE TABLE' order by 1`,
  );
  const digest: Record<string, string> = {};
  for (const { name } of tables) {
    if (volatileTables.has(name)) continue;
    const [schema, table] = name.split('.') as [string, string];
    const { rows } = await pool.query<{ d: string | null; n: number }>(
      `select md5(string_agg(t::text, '|' order by t::text)) as d, count(*)::int as n from ${pg.escapeIdentifier(schema)}.${pg.escapeIdentifier(table)} t`,
    );
    digest[name] = `${rows[0]!.n}:${rows[0]!.d ?? ''}`;
  }
  return digest;
}
