import pg from 'pg';
import { migrate } from '../../api/src/platform/db/migrate.ts';
import { createPool } from '../../api/src/platform/db/pool.ts';

async function onServer(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Creates database `name` on the server of `adminUrl`, applies every migration and returns its URL. */
export async function createMigratedDatabase(adminUrl: string, name: string): Promise<string> {
  await onServer(adminUrl, `create database ${pg.escapeIdentifier(name)}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = createPool(url.toString(), 2);
  try {
    await migrate(pool);
  } catch (error) {
    await pool.end();
    await dropDatabase(adminUrl, name);
    throw error;
  }
  await pool.end();
  return url.toString();
}

/** Drops database `name`, ending whatever sessions still use it. */
export function dropDatabase(adminUrl: string, name: string): Promise<void> {
  return onServer(adminUrl, `drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
}
