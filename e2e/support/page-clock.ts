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

declare global {
  interface Window {
    __startedTimers?: number[];
  }
}

/**
 * Records the delay of every setTimeout and setInterval the page starts, on top of the fake clock
 * (call after page.clock.install(), before navigation). A screen can show before React runs the
 * effect that starts its timer, and a server-rendered page shows before hydration starts any: a
 * test that moves a frozen clock first waits for the timer it means (timersStarted).
 */
export async function recordStartedTimers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const started: number[] = [];
    window.__startedTimers = started;
    const fakeTimeout = window.setTimeout;
    const fakeInterval = window.setInterval;
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
      started.push(Number(delay ?? 0));
      return fakeTimeout(handler, delay, ...args);
    }) as typeof window.setTimeout;
    window.setInterval = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
      started.push(Number(delay ?? 0));
      return fakeInterval(handler, delay, ...args);
    }) as typeof window.setInterval;
  });
}

/** How many timers of this many milliseconds the page has started (see recordStartedTimers). */
export function timersStarted(page: Page, delayMs: number): Promise<number> {
  return page.evaluate((delay) => (window.__startedTimers ?? []).filter((d) => d === delay).length, delayMs);
}
