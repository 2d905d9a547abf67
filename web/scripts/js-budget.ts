import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { closureOf, publicEntry, publicManifestFile, readManifest } from './manifest.ts';

/**
 * The landing page's JavaScript before it is interactive: the public build's entry and its static
 * imports plus the landing page's chunk and its static imports (web/scripts/public-build.ts serves
 * `/`), gzip level 9 as the api sends to a browser without Brotli. Lazily loaded chunks (demo
 * transcript, the session listener) are not in it. Issue #16's target; decision 070 has the numbers.
 */
export const landingJsBudgetBytes = 60 * 1024;
export const landingRouteModule = 'src/app/routes/marketing/landing.tsx';
/** The build that serves the landing page, and its document's key in that build's manifest. */
export const landingManifestFile = publicManifestFile;
export const landingEntry = publicEntry;

export interface JsWeight {
  files: { file: string; gzipBytes: number }[];
  gzipBytes: number;
}

export function landingInitialJs(distDir: string): JsWeight {
  const manifest = readManifest(distDir, landingManifestFile);
  if (!manifest[landingEntry]) throw new Error(`${landingEntry} is not in ${landingManifestFile}`);
  if (!manifest[landingRouteModule]) throw new Error(`${landingRouteModule} is not in ${landingManifestFile}`);
  const files = [...closureOf(manifest, [landingEntry, landingRouteModule])]
    .map((key) => manifest[key]!.file)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({
      file,
      gzipBytes: zlib.gzipSync(fs.readFileSync(path.join(distDir, file)), { level: 9 }).length,
    }));
  return { files, gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}

/** Throws when the landing page's initial JavaScript is over budget, naming each file's share. */
export function assertLandingJsBudget(distDir: string): JsWeight {
  const weight = landingInitialJs(distDir);
  if (weight.gzipBytes > landingJsBudgetBytes) {
    const list = weight.files.map((f) => `  ${f.file}: ${(f.gzipBytes / 1024).toFixed(1)} KB`).join('\n');
    throw new Error(
      `The landing page's initial JavaScript is ${(weight.gzipBytes / 1024).toFixed(1)} KB gzip, over its budget of ${landingJsBudgetBytes / 1024} KB:\n${list}`,
    );
  }
  return weight;
}
