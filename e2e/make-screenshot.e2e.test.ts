import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../api/src/platform/paths.ts';
import { launchBrowser, newPage, signInAs } from './support/browser.ts';
import { startStack } from './support/stack.ts';

/**
 * Not a check but a tool: refreshes the landing page's call-logs screenshot from the demo data.
 *   npm run build && UPDATE_SCREENSHOT=1 npx vitest run --project browser e2e/make-screenshot.e2e.test.ts
 */
const target = path.join(repoRoot, 'web', 'public', 'images', 'call-logs-screenshot.png');

describe.runIf(process.env.UPDATE_SCREENSHOT === '1')('landing page screenshot', () => {
  it('when the demo owner opens the call logs, then the page is saved as the landing screenshot', async () => {
    const stack = await startStack();
    const browser = await launchBrowser();
    try {
      const { page } = await newPage(browser, stack.baseUrl, { width: 1440, height: 900 });
      await signInAs(page, 'owner');
      await page.waitForURL('**/dashboard/home');
      await page.goto(process.env.SCREENSHOT_PATH ?? '/dashboard/call-logs');
      await page.waitForLoadState('networkidle');
      // Open the newest call so the screenshot shows a transcript, when the page lists any.
      const firstCall = page.getByRole('main').getByRole('button').first();
      if (await firstCall.count()) await firstCall.click();
      await page.waitForLoadState('networkidle');
      fs.mkdirSync(path.dirname(target), { recursive: true });
      await page.screenshot({ path: target });
      expect(fs.statSync(target).size).toBeGreaterThan(10_000);
    } finally {
      await browser.close();
      await stack.stop();
    }
  });
});
