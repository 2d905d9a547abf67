/**
 * Renders the installed app's icons from web/public/favicon.svg with the Chromium the browser tests
 * use (decision 094): `npm run icons:app`. Writes the sizes the manifest lists and Apple's 180 px
 * home-screen icon. The maskable one keeps the mark inside the middle 80 % (the safe zone a phone
 * may crop to a circle), on the brand colour to the edges.
 */
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../api/src/platform/paths.ts';
import { launchBrowser } from '../e2e/support/browser.ts';

const publicDir = path.join(repoRoot, 'web', 'public');
const svg = fs.readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
/** The favicon's own background (Tailwind's brand-700). */
const brand = '#0f766e';

const icons = [
  { file: 'icons/icon-192.png', size: 192, maskable: false },
  { file: 'icons/icon-512.png', size: 512, maskable: false },
  { file: 'icons/icon-maskable-512.png', size: 512, maskable: true },
  // iOS rounds the corners itself and shows transparency as black: a full square.
  { file: 'icons/apple-touch-icon-180.png', size: 180, maskable: true },
];

const browser = await launchBrowser();
try {
  const page = await browser.newPage();
  for (const icon of icons) {
    const mark = icon.maskable ? Math.round(icon.size * 0.8) : icon.size;
    const html = `<!doctype html><html><body style="margin:0;background:${icon.maskable ? brand : 'transparent'}">
      <div style="width:${icon.size}px;height:${icon.size}px;display:flex;align-items:center;justify-content:center">
        <img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" width="${mark}" height="${mark}">
      </div></body></html>`;
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(html);
    const target = path.join(publicDir, icon.file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    await page.screenshot({
      path: target,
      omitBackground: !icon.maskable,
      clip: { x: 0, y: 0, width: icon.size, height: icon.size },
    });
    console.log(`wrote ${path.relative(repoRoot, target)}`);
  }
} finally {
  await browser.close();
}
