import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import '../../test/support/provided-context.ts';
import { createPool } from '../../api/src/platform/db/pool.ts';
import { launchBrowser } from './browser.ts';
import type { Stack } from './stack.ts';

/**
 * Registers the usual browser-test fixture of a file: the run's shared stack (started once by
 * e2e/support/global-setup.ts) with a database pool of the file's own, and one Chromium, opened
 * before its tests and closed after them. Read `suite.stack` / `suite.browser` inside tests.
 */
export function useStackAndBrowser() {
  const suite = {} as { stack: Stack; browser: Browser };
  beforeAll(async () => {
    const shared = inject('stack');
    const pool = createPool(inject('databaseUrl'), 4);
    suite.stack = { ...shared, pool, stop: () => pool.end() };
    suite.browser = await launchBrowser();
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.stack?.stop();
  });
  return suite;
}
