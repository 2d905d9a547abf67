import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';
import { startStack, type Stack } from './stack.ts';

/**
 * Registers the usual browser-test fixture of a file: the real stack and one Chromium, started
 * before its tests and stopped after them. Read `suite.stack` / `suite.browser` inside tests.
 */
export function useStackAndBrowser(options?: Parameters<typeof startStack>[0]) {
  const suite = {} as { stack: Stack; browser: Browser };
  beforeAll(async () => {
    suite.stack = await startStack(options);
    suite.browser = await launchBrowser();
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.stack?.stop();
  });
  return suite;
}
