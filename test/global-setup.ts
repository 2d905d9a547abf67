import type { TestProject } from 'vitest/node';
import '../api/src/test/provided-context.ts';
import { testConfig } from './config.ts';
import { createMigratedDatabase, dropDatabase } from './databases.ts';

/**
 * One fresh database per test run on the machine's Postgres (TEST_DATABASE_URL, default the local
 * Postgres 15), migrated once; every test creates its own rows. Dropped at the end.
 */
export default async function setup(project: TestProject) {
  const adminUrl = testConfig.adminDatabaseUrl;
  const name = `hv_test_${process.pid}_${Date.now().toString(36)}`;
  project.provide('databaseUrl', await createMigratedDatabase(adminUrl, name));
  project.provide('adminDatabaseUrl', adminUrl);
  return () => dropDatabase(adminUrl, name);
}
