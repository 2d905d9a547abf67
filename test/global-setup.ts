import type { TestProject } from 'vitest/node';
import './support/provided-context.ts';
import { testConfig } from './support/config.ts';
import { createMigratedDatabase, dropDatabase } from './support/databases.ts';

/**
 * The integration run's migrated template database on the machine's Postgres (TEST_DATABASE_URL,
 * default the local Postgres 15), migrated once; each test file works in a copy of its own
 * (test/setup-file-database.ts), so files run in parallel without seeing each other's rows.
 * Nobody connects to the template: Postgres copies only a database nobody uses. Dropped at the end.
 */
export default async function setup(project: TestProject) {
  const adminUrl = testConfig.adminDatabaseUrl;
  const name = `hv_tpl_${process.pid}_${Date.now().toString(36)}`;
  await createMigratedDatabase(adminUrl, name);
  project.provide('templateDatabase', name);
  project.provide('adminDatabaseUrl', adminUrl);
  return () => dropDatabase(adminUrl, name);
}

/** One migrated database for a whole run (the browser tests' shared stack), provided as `databaseUrl`. */
export async function provideTestDatabase(project: TestProject) {
  const adminUrl = testConfig.adminDatabaseUrl;
  const name = `hv_test_${process.pid}_${Date.now().toString(36)}`;
  const databaseUrl = await createMigratedDatabase(adminUrl, name);
  project.provide('databaseUrl', databaseUrl);
  project.provide('adminDatabaseUrl', adminUrl);
  return { databaseUrl, teardown: () => dropDatabase(adminUrl, name) };
}
