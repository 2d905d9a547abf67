import type { Page } from 'playwright-core';

/**
 * Stops the page's fake clock (installed with page.clock.install() before navigation) just ahead
 * of its current time, so that only page.clock.runFor() moves timers from here on.
 */
export async function freezePageClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 20);
}
