import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoRoot } from '../paths.ts';
import type { Pool } from './pool.ts';

export const migrationsDir = path.join(repoRoot, 'supabase', 'migrations');
const bootstrapFile = fileURLToPath(new URL('./bootstrap.sql', import.meta.url));
const lockKey = 727_001; // any constant; serialises concurrent migrators on one database

interface MigrationFile {
  version: string;
  name: string;
  sql: string;
}

export async function readMigrations(dir = migrationsDir): Promise<MigrationFile[]> {
  const files = (await fs.readdir(dir)).filter((f) => /^\d{14}_[a-z0-9_]+\.sql$/.test(f)).sort();
  return Promise.all(
    files.map(async (file) => {
      const [version, ...rest] = file.replace(/\.sql$/, '').split('_');
      return { version: version!, name: rest.join('_'), sql: await fs.readFile(path.join(dir, file), 'utf8') };
    }),
  );
}

/**
 * Applies every migration not yet recorded in supabase_migrations.schema_migrations (the Supabase
 * CLI's table), each in its own transaction. On a plain Postgres it first creates what Supabase
 * provides. Returns the versions it applied.
 */
export async function migrate(pool: Pool, dir = migrationsDir): Promise<string[]> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [lockKey]);
    const supabase = await client.query(`select 1 from pg_roles where rolname = 'supabase_admin'`);
    if (supabase.rowCount === 0) await client.query(await fs.readFile(bootstrapFile, 'utf8'));
    await client.query(`create schema if not exists supabase_migrations;
      create table if not exists supabase_migrations.schema_migrations (
        version text primary key, statements text[], name text)`);
    const applied = new Set(
      (await client.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map(
        (r) => r.version,
      ),
    );
    const done: string[] = [];
    for (const migration of await readMigrations(dir)) {
      if (applied.has(migration.version)) continue;
      try {
        await client.query('begin');
        await client.query(migration.sql);
        await client.query(
          'insert into supabase_migrations.schema_migrations (version, statements, name) values ($1, $2, $3)',
          [migration.version, [migration.sql], migration.name],
        );
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw new Error(`Migration ${migration.version}_${migration.name} failed: ${(error as Error).message}`);
      }
      done.push(migration.version);
    }
    return done;
  } finally {
    await client.query('select pg_advisory_unlock($1)', [lockKey]).catch(() => undefined);
    client.release();
  }
}
