/**
 * Refreshes the landing page's call-logs screenshot from a running app's demo data:
 *   npm start   (in another terminal, with the demo seed)
 *   npm run screenshot:landing -- [--url <app url>]
 * It also writes the WebP copies the page offers first (`--webp-only` redoes just those).
 */
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../api/src/platform/paths.ts';
import { launchBrowser, newPage, signInAs } from '../e2e/support/browser.ts';
import { appUrlOf } from './lib/app-url.ts';
import { writeWebpCopies } from './lib/webp-copies.ts';

const urlFlag = process.argv.indexOf('--url');
const baseUrl = urlFlag > 0 ? process.argv[urlFlag + 1]! : appUrlOf(process.env);
const target = path.join(repoRoot, 'web', 'public', 'images', 'call-logs-screenshot.png');

const browser = await launchBrowser();
try {
  if (!process.argv.includes('--webp-only')) await takeScreenshot();
  for (const file of await writeWebpCopies(browser, target)) console.log(`wrote ${path.relative(repoRoot, file)}`);
} finally {
  await browser.close();
}

async function takeScreenshot() {
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
}
