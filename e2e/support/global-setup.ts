import type { TestProject } from 'vitest/node';
import { provideTestDatabase } from '../../test/global-setup.ts';
import { ingestEnv } from './owners.ts';
import { startStack } from './stack.ts';

/** The settings every browser test may rely on: signed ingest, and the /try number they check. */
export const sharedStackEnv = { ...ingestEnv, TRY_PHONE_NUMBER: '+1 (555) 777-1234' };

/**
 * The browser tests' run: one database and one api + worker stack for every file (starting one per
 * file cost seconds each), provided to the files as `stack`. Files connect their own pool.
 */
export default async function setup(project: TestProject) {
  const database = await provideTestDatabase(project);
  const stack = await startStack({ databaseUrl: database.databaseUrl, env: sharedStackEnv });
  project.provide('stack', { baseUrl: stack.baseUrl, port: stack.port, dataDir: stack.dataDir, env: stack.env });
  return async () => {
    await stack.stop();
    await database.teardown();
  };
}
