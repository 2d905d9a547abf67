/**
 * The web build (decision 070): Vite's client build, a server build of src/entry-server.tsx used
 * once to prerender the public pages and the app shell into web/dist, then Brotli and gzip copies
 * of every text asset so the api sends them compressed without compressing on each request.
 * Run by `npm run build` and by `npm start` when the build is stale.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type LogLevel } from 'vite';
import { assertLandingJsBudget } from './js-budget.ts';
import { precompressDir } from './precompress.ts';
import { prerenderPages, type PageRenderer } from './prerender.ts';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(webDir, 'dist');
const logLevel: LogLevel = process.argv.includes('--quiet') ? 'warn' : 'info';

/** Builds the server renderer and hands it to `use`; its lazily imported chunks stay on disk until then. */
async function withRenderer(use: (renderer: PageRenderer) => Promise<void>): Promise<void> {
  // Inside node_modules, like Vite's own cache: its imports of react & co. resolve from there.
  const outDir = path.join(webDir, 'node_modules', '.hotelvoice-ssr');
  await build({
    root: webDir,
    logLevel: 'warn',
    build: { ssr: 'src/entry-server.tsx', outDir, emptyOutDir: true, manifest: false, copyPublicDir: false },
  });
  try {
    await use((await import(pathToFileURL(path.join(outDir, 'entry-server.js')).href)) as PageRenderer);
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

await build({ root: webDir, logLevel });
const landingJs = assertLandingJsBudget(distDir);
await withRenderer((renderer) => prerenderPages(distDir, renderer));
const { files, savedBytes } = precompressDir(distDir);
if (logLevel === 'info') {
  console.log(`landing page's initial JavaScript: ${(landingJs.gzipBytes / 1024).toFixed(1)} KB gzip`);
  console.log(`prerendered the public pages; compressed ${files} files (${savedBytes} bytes saved)`);
}
