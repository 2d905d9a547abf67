import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPool } from '../api/src/platform/db/pool.ts';
import { migrate } from '../api/src/platform/db/migrate.ts';

import '../api/src/test/provided-context.ts';
import { testConfig } from './config.ts';

/**
 * One fresh database per test run on the machine's Postgres (TEST_DATABASE_URL, default the local
 * Postgres 15), migrated once; every test creates its own rows. Dropped at the end.
 */
export default async function setup(project: TestProject) {
  const adminUrl = testConfig.adminDatabaseUrl;
  const name = `hv_test_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = createPool(url.toString(), 2);
  await migrate(pool);
  await pool.end();
  project.provide('databaseUrl', url.toString());
  project.provide('adminDatabaseUrl', adminUrl);

  return async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
}
