import type { Page } from 'playwright-core';

/**
 * Stops the page's fake clock (installed with page.clock.install() before navigation) just ahead
 * of its current time, so that only page.clock.runFor() moves timers from here on. The installed
 * clock keeps running until paused, so on a loaded machine the target can already be past: read
 * the time again and retry.
 */
export async function freezePageClock(page: Page): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 50);
      return;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('to the past')) throw error;
    }
  }
}
