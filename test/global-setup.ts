import type { TestProject } from 'vitest/node';
import './support/provided-context.ts';
import { testConfig } from './support/config.ts';
import { createMigratedDatabase, dropDatabase } from './support/databases.ts';

/**
 * One fresh database per test run on the machine's Postgres (TEST_DATABASE_URL, default the local
 * Postgres 15), migrated once; every test creates its own rows. Dropped at the end.
 */
export default async function setup(project: TestProject) {
  const { teardown } = await provideTestDatabase(project);
  return teardown;
}

export async function provideTestDatabase(project: TestProject) {
  const adminUrl = testConfig.adminDatabaseUrl;
  const name = `hv_test_${process.pid}_${Date.now().toString(36)}`;
  const databaseUrl = await createMigratedDatabase(adminUrl, name);
  project.provide('databaseUrl', databaseUrl);
  project.provide('adminDatabaseUrl', adminUrl);
  return { databaseUrl, teardown: () => dropDatabase(adminUrl, name) };
}
