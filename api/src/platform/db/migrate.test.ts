import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import '../../../../test/support/provided-context.ts';
import { startEmbeddedPostgres } from './embedded.ts';
import { migrate, migrationsDir, readMigrations } from './migrate.ts';
import { createPool, type Pool } from './pool.ts';
import { freePort } from '../../../../test/support/free-port.ts';

/** What every database the migrator leaves behind must satisfy. */
async function expectFullyMigrated(pool: Pool) {
  const files = await readMigrations();
  expect(await migrate(pool)).toEqual(files.map((f) => f.version));
  const recorded = await pool.query<{ version: string; name: string }>(
    'select version, name from supabase_migrations.schema_migrations order by version',
  );
  expect(recorded.rows).toEqual(files.map((f) => ({ version: f.version, name: f.name })));
  expect(await migrate(pool)).toEqual([]);

  const tables = await pool.query<{ table: string; rls: boolean; policies: number }>(
    `select c.relname as table, c.relrowsecurity as rls,
       (select count(*) from pg_policies p where p.schemaname = 'public' and p.tablename = c.relname)::int as policies
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`,
  );
  expect(tables.rows.length).toBeGreaterThan(5);
  const unprotected = tables.rows.filter((t) => !t.rls || t.policies === 0).map((t) => t.table);
  expect(unprotected, 'public tables without RLS or without a policy').toEqual([]);
}

async function withFreshDatabase(work: (pool: Pool, url: string) => Promise<void>) {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `hv_migrate_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = createPool(url.toString(), 2);
  try {
    await work(pool, url.toString());
  } finally {
    await pool.end();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

describe('migrate', () => {
  it('when run on a brand-new Postgres 15 database, then every file applies once and every table has RLS', async () => {
    await withFreshDatabase(async (pool) => {
      const version = await pool.query<{ server_version_num: string }>('show server_version_num');
      expect(Number(version.rows[0]!.server_version_num)).toBeGreaterThanOrEqual(150000);
      await expectFullyMigrated(pool);
    });
  });

  it('when a migration fails, then nothing of it stays and it is not recorded', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hv-migrations-'));
    try {
      for (const file of fs.readdirSync(migrationsDir))
        fs.copyFileSync(path.join(migrationsDir, file), path.join(dir, file));
      fs.writeFileSync(
        path.join(dir, '29991231235959_broken.sql'),
        'create table public.half_written (id int);\nselect 1 / 0;\n',
      );
      await withFreshDatabase(async (pool) => {
        await expect(migrate(pool, dir)).rejects.toThrow('Migration 29991231235959_broken failed: division by zero');
        const table = await pool.query(`select to_regclass('public.half_written') as t`);
        expect(table.rows[0].t).toBeNull();
        const recorded = await pool.query(
          `select 1 from supabase_migrations.schema_migrations where version = '29991231235959'`,
        );
        expect(recorded.rowCount).toBe(0);
        fs.rmSync(path.join(dir, '29991231235959_broken.sql'));
        expect(await migrate(pool, dir)).toEqual([]);
      });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('when run on an empty embedded Postgres, then the same holds', { timeout: 120_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hv-embedded-'));
    const embedded = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: 'hotelvoice_migrate' });
    const pool = createPool(embedded.url, 2);
    try {
      await expectFullyMigrated(pool);
    } finally {
      await pool.end();
      await embedded.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
