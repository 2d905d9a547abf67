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
import fs from 'node:fs';
import { build, type Alias, type LogLevel, type Plugin } from 'vite';
import { preactAliases } from '../vite.config.ts';
import { publicEntry, publicManifestFile, publicModulesFile } from './manifest.ts';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The app's Preact aliases (web/vite.config.ts) and, for the public pages, a document-level router. */
export const publicRuntimeAliases: Alias[] = [
  ...preactAliases,
  { find: /^react-router-dom$/, replacement: path.join(webDir, 'src', 'public', 'document-router.tsx') },
];

/** Writes which of the app's own source files the build bundled (web/scripts/public-css-check.ts reads it). */
function recordSourceModules(distDir: string): Plugin {
  return {
    name: 'hotelvoice-record-source-modules',
    generateBundle(_options, bundle) {
      const ids = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? output.moduleIds : []));
      const sources = ids
        .filter((id) => !id.includes('node_modules') && !id.startsWith('\0') && fs.existsSync(id))
        .map((id) => path.relative(distDir, id));
      fs.mkdirSync(path.dirname(path.join(distDir, publicModulesFile)), { recursive: true });
      fs.writeFileSync(path.join(distDir, publicModulesFile), JSON.stringify([...new Set(sources)].sort(), null, 2));
    },
  };
}

/** Vite's client build of web/public.html (the public pages' document) into distDir, beside the app's. */
export async function buildPublicClient(distDir: string, logLevel: LogLevel): Promise<void> {
  await build({
    root: webDir,
    logLevel,
    plugins: [recordSourceModules(distDir)],
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
