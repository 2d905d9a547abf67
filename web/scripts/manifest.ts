import fs from 'node:fs';
import path from 'node:path';

export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/** The app's build (dashboard, admin, every other page): its manifest and its document's key. */
export const appManifestFile = '.vite/manifest.json';
export const appEntry = 'index.html';
/** The public pages' build (web/scripts/public-build.ts): its manifest and its document's key. */
export const publicManifestFile = '.vite/public-manifest.json';
export const publicEntry = 'public.html';
/** The public build's own source files (not node_modules), relative to web/dist. */
export const publicModulesFile = '.vite/public-modules.json';

/** One of Vite's build manifests under distDir (web/vite.config.ts sets build.manifest). */
export function readManifest(distDir: string, file = appManifestFile): Manifest {
  return JSON.parse(fs.readFileSync(path.join(distDir, file), 'utf8')) as Manifest;
}

/** The chunks these keys load before running: themselves and their static imports, transitively. */
export function closureOf(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return seen;
}
