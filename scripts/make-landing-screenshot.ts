/**
 * Refreshes the landing page's call-logs screenshot from a running app's demo data:
 *   npm start   (in another terminal, with the demo seed)
 *   npm run screenshot:landing -- [--url <app url>]
 */
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../api/src/platform/paths.ts';
import { launchBrowser, newPage, signInAs } from '../e2e/support/browser.ts';
import { appUrlOf } from './lib/app-url.ts';

const urlFlag = process.argv.indexOf('--url');
const baseUrl = urlFlag > 0 ? process.argv[urlFlag + 1]! : appUrlOf(process.env);
const target = path.join(repoRoot, 'web', 'public', 'images', 'call-logs-screenshot.png');

const browser = await launchBrowser();
try {
  const { page } = await newPage(browser, baseUrl, { width: 1440, height: 900 });
  await signInAs(page, 'owner');
  await page.waitForURL('**/dashboard/home');
  await page.goto('/dashboard/call-logs');
  // The demo hotel with the most calls, and its newest call open beside the list.
  await page.getByRole('button', { name: /^Hotel:/ }).click();
  await page.getByRole('option', { name: /Harbor View Hotel/ }).click();
  await page.getByRole('listitem').getByRole('button').first().click();
  await page.waitForLoadState('networkidle');
  fs.mkdirSync(path.dirname(target), { recursive: true });
  await page.screenshot({ path: target });
  console.log(`wrote ${path.relative(repoRoot, target)}`);
} finally {
  await browser.close();
}
