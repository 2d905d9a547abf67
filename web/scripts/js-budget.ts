import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import type { ServerBuild } from 'react-router';

/**
 * What a public page's browser runs before it is interactive: React Router's client entry, the root
 * route and the page's route module, each with its static imports, gzip level 9 as the api sends to a
 * browser without Brotli. Issue #38's ceiling; decision 082 has the numbers.
 */
export const publicPageJsBudgetBytes = 140 * 1024;

/** The public pages and the route module (its id in routes.ts) each renders. */
export const publicPageRoutes: Record<string, string> = {
  '/': 'routes/marketing/landing',
  '/try': 'routes/marketing/try',
  '/privacy': 'routes/marketing/privacy',
  '/login': 'routes/auth/login',
  '/signup': 'routes/auth/signup',
  '/review': 'routes/guest-review/guest-review',
  '/admin/login': 'routes/auth/admin-login',
  '/forgot-password': 'routes/auth/forgot-password',
  '/reset-password': 'routes/auth/reset-password',
  '/invitation': 'routes/auth/invitation',
};

export interface PageWeight {
  page: string;
  files: { file: string; gzipBytes: number }[];
  gzipBytes: number;
}

/** The server build's manifest of the client's modules (the same one the browser is sent). */
async function readAssets(buildDir: string): Promise<ServerBuild['assets']> {
  const server = path.join(buildDir, 'server', 'index.js');
  const build = (await import(`${pathToFileURL(server).href}?t=${fs.statSync(server).mtimeMs}`)) as ServerBuild;
  return build.assets;
}

export async function publicPageWeights(buildDir: string): Promise<PageWeight[]> {
  const assets = await readAssets(buildDir);
  const gzipped = new Map<string, number>();
  const weigh = (url: string) => {
    let bytes = gzipped.get(url);
    if (bytes === undefined) {
      const file = path.join(buildDir, 'client', url.replace(/^\//, ''));
      bytes = zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
      gzipped.set(url, bytes);
    }
    return bytes;
  };
  return Object.entries(publicPageRoutes).map(([page, routeId]) => {
    const route = assets.routes[routeId];
    const root = assets.routes.root;
    if (!route || !root) throw new Error(`${routeId} is not in the build's manifest; update web/scripts/js-budget.ts`);
    const urls = new Set([
      assets.entry.module,
      ...assets.entry.imports,
      root.module,
      ...(root.imports ?? []),
      route.module,
      ...(route.imports ?? []),
    ]);
    const files = [...urls].map((file) => ({ file, gzipBytes: weigh(file) })).sort((a, b) => b.gzipBytes - a.gzipBytes);
    return { page, files, gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function formatWeights(weights: PageWeight[]): string {
  return [
    'JavaScript of each public page before it is interactive (gzip -9):',
    ...weights.map((w) => {
      const largest = w.files.slice(0, 3).map((f) => `${path.basename(f.file)} ${kb(f.gzipBytes)}`);
      const rest = w.files.slice(3);
      const others = rest.length ? `, ${rest.length} more ${kb(rest.reduce((sum, f) => sum + f.gzipBytes, 0))}` : '';
      return `  ${w.page.padEnd(17)} ${kb(w.gzipBytes).padStart(9)}  (${largest.join(', ')}${others})`;
    }),
  ].join('\n');
}

/** Throws when a public page's JavaScript is over budget, naming each file's share. */
export async function assertPublicJsBudget(buildDir: string): Promise<PageWeight[]> {
  const weights = await publicPageWeights(buildDir);
  const over = weights.filter((w) => w.gzipBytes > publicPageJsBudgetBytes);
  if (over.length > 0) {
    throw new Error(`Over the public pages' budget of ${kb(publicPageJsBudgetBytes)} gzip:\n${formatWeights(over)}`);
  }
  return weights;
}
