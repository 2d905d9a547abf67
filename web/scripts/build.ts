/**
 * The web build (decision 070): the app's client build (React; dashboard, admin and every page not
 * prerendered) and the public pages' client build (Preact, web/scripts/public-build.ts) into one
 * web/dist; server builds of each renderer, used once to prerender the public pages and the app
 * shell; the api's renderer of signed-in dashboard pages; then Brotli and gzip copies of every text asset so the api sends them compressed without
 * compressing on each request. Run by `npm run build` and by `npm start` when the build is stale.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type LogLevel } from 'vite';
import { serverRendererFile } from '@hotelvoice/api/contracts/public-pages';
import { assertLandingJsBudget } from './js-budget.ts';
import { precompressDir } from './precompress.ts';
import { assertPublicCssComplete } from './public-css-check.ts';
import { prerenderPublicPages, writeAppShell, type PublicPageRenderer, type ShellRenderer } from './prerender.ts';
import { buildPublicClient, buildPublicRenderer } from './public-build.ts';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(webDir, 'dist');
const logLevel: LogLevel = process.argv.includes('--quiet') ? 'warn' : 'info';

/**
 * Builds a server renderer with `make` and hands its module to `use`; its lazily imported chunks stay
 * on disk until then. Inside node_modules, like Vite's own cache: its imports resolve from there.
 */
async function withRenderer<T>(
  name: string,
  make: (outDir: string) => Promise<string>,
  use: (renderer: T) => Promise<void>,
): Promise<void> {
  const outDir = path.join(webDir, 'node_modules', `.hotelvoice-ssr-${name}`);
  try {
    const entry = await make(outDir);
    await use((await import(pathToFileURL(entry).href)) as T);
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

async function buildAppRenderer(outDir: string): Promise<string> {
  await build({
    root: webDir,
    logLevel: 'warn',
    build: { ssr: 'src/entry-server.tsx', outDir, emptyOutDir: true, manifest: false, copyPublicDir: false },
  });
  return path.join(outDir, 'entry-server.js');
}

/**
 * The api's server renderer of signed-in dashboard pages (web/src/dashboard-server.tsx), kept
 * beside web/dist, which the api serves and this must not be in. Every dependency is bundled, so
 * React Router and TanStack Query run on the same Preact as the components (the alias applies).
 */
async function buildDashboardRenderer(): Promise<void> {
  await build({
    root: webDir,
    logLevel: 'warn',
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: 'src/dashboard-server.tsx',
      outDir: path.join(webDir, path.dirname(serverRendererFile)),
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
      // One file: a chunk importing the entry by its plain path would load a second copy beside the
      // api's cache-busting URL of it (two routers' contexts).
      rolldownOptions: { output: { codeSplitting: false } },
    },
  });
}

await build({ root: webDir, logLevel });
await buildDashboardRenderer();
await buildPublicClient(distDir, logLevel);
const landingJs = assertLandingJsBudget(distDir);
assertPublicCssComplete(distDir);
await withRenderer<PublicPageRenderer>('public', buildPublicRenderer, (renderer) =>
  prerenderPublicPages(distDir, renderer),
);
// Last: the api notices a new build by the app shell's time.
await withRenderer<ShellRenderer>('app', buildAppRenderer, (renderer) => writeAppShell(distDir, renderer));
const { files, savedBytes } = precompressDir(distDir);
if (logLevel === 'info') {
  console.log(`landing page's initial JavaScript: ${(landingJs.gzipBytes / 1024).toFixed(1)} KB gzip`);
  console.log(`prerendered the public pages; compressed ${files} files (${savedBytes} bytes saved)`);
}
