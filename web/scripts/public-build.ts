/**
 * The public pages' build (decision 070): the same components as the app, on Preact like the app
 * (web/vite.config.ts) and with a document-level stand-in for React Router, so a first visit
 * downloads only what a public page needs. `react-router-dom` is swapped for this build only; the
 * app's build (dashboard, admin) keeps React Router.
 * Its client files land in web/dist/assets beside the app's, its manifest in
 * web/dist/.vite/public-manifest.json, and its prerendered pages in web/dist/prerendered.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Alias, type LogLevel } from 'vite';
import { preactAliases } from '../vite.config.ts';
import { publicEntry, publicManifestFile } from './manifest.ts';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The app's Preact aliases (web/vite.config.ts) and, for the public pages, a document-level router. */
export const publicRuntimeAliases: Alias[] = [
  ...preactAliases,
  { find: /^react-router-dom$/, replacement: path.join(webDir, 'src', 'public', 'document-router.tsx') },
];

/** Vite's client build of web/public.html (the public pages' document) into distDir, beside the app's. */
export async function buildPublicClient(distDir: string, logLevel: LogLevel): Promise<void> {
  await build({
    root: webDir,
    logLevel,
    resolve: { alias: publicRuntimeAliases },
    build: {
      outDir: distDir,
      emptyOutDir: false,
      copyPublicDir: false,
      manifest: publicManifestFile,
      // Rolldown's own splitting, not the app's chunk groups (web/vite.config.ts): this build's few
      // chunks are already what a public page needs.
      rolldownOptions: { input: path.join(webDir, publicEntry), output: { codeSplitting: true } },
    },
  });
}

/** The server build of the public pages' renderer: everything bundled, so every `react` is Preact. */
export async function buildPublicRenderer(outDir: string): Promise<string> {
  await build({
    root: webDir,
    logLevel: 'warn',
    resolve: { alias: publicRuntimeAliases },
    ssr: { noExternal: true },
    build: { ssr: 'src/public-server.tsx', outDir, emptyOutDir: true, manifest: false, copyPublicDir: false },
  });
  return path.join(outDir, 'public-server.js');
}
