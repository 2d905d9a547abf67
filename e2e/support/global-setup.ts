import type { TestProject } from 'vitest/node';
import { provideTestDatabase } from '../../test/global-setup.ts';
import { bookReturningGuest } from '../../scripts/lib/demo-returning-caller.ts';
import { startCloudbedsDouble } from '../../test/support/doubles/cloudbeds-double.ts';
import { e2ePms, ingestEnv } from './owners.ts';
import { startStack } from './stack.ts';

/**
 * The settings every browser test may rely on: signed ingest, the /try number they check, and the
 * client address from X-Forwarded-For, as behind the load balancer, so that each browser context
 * is a visitor of its own (e2e/support/browser.ts): two files side by side signing in as one demo
 * account are two visitors, not one visitor's burst of sign-ins.
 */
export const sharedStackEnv = { ...ingestEnv, TRY_PHONE_NUMBER: '+1 (555) 777-1234', TRUST_PROXY: 'true' };

/**
 * The browser tests' run: one database and one api + worker stack for every file (starting one per
 * file cost seconds each), provided to the files as `stack`. Files connect their own pool.
 */
export default async function setup(project: TestProject) {
  const database = await provideTestDatabase(project);
  const pms = await startCloudbedsDouble({
    apiKey: (key) => !key.startsWith(e2ePms.refusedPrefix),
    propertyId: e2ePms.propertyId,
    propertyName: 'E2E Inn',
  });
  // The demo's returning guest has a stay here too: the caller-thread test finds her by her number.
  bookReturningGuest(pms.inventory);
  const stack = await startStack({
    databaseUrl: database.databaseUrl,
    env: { ...sharedStackEnv, PMS_CLOUDBEDS_URL: pms.url },
  });
  project.provide('stack', { baseUrl: stack.baseUrl, port: stack.port, dataDir: stack.dataDir, env: stack.env });
  return async () => {
    await stack.stop();
    await pms.close();
    await database.teardown();
  };
}
