import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../api/src/platform/paths.ts';
import {
  assertPublicJsBudget,
  publicPageJsBudgetBytes,
  publicPageRoutes,
  publicPageWeights,
} from '../web/scripts/js-budget.ts';
import { useStackAndBrowser } from './support/suite.ts';

const suite = useStackAndBrowser();
const buildDir = path.join(repoRoot, 'web', 'build');

/** A build whose entry, root and landing route are each `bytes` of incompressible text, and a lazy dashboard. */
function fakeBuild(bytes: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hv-js-budget-'));
  fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'client', 'assets'), { recursive: true });
  const random = () =>
    Array.from({ length: bytes }, () => String.fromCharCode(33 + Math.floor(Math.random() * 90))).join('');
  for (const name of ['entry', 'root', 'landing', 'dashboard'])
    fs.writeFileSync(path.join(dir, 'client', 'assets', `${name}.js`), random());
  const routes: Record<string, { module: string; imports: string[] }> = {
    root: { module: '/assets/root.js', imports: [] },
    'routes/dashboard/layout': { module: '/assets/dashboard.js', imports: [] },
  };
  for (const id of Object.values(publicPageRoutes)) routes[id] = { module: '/assets/landing.js', imports: [] };
  const assets = { entry: { module: '/assets/entry.js', imports: [] }, routes };
  fs.writeFileSync(path.join(dir, 'server', 'index.js'), `export const assets = ${JSON.stringify(assets)};\n`);
  return dir;
}

describe("the public pages' JavaScript budget (from the build's manifest)", () => {
  it('when the built public pages are weighed, then each fits 140 KB gzip and none carries dashboard or live-connection code', async () => {
    const weights = await assertPublicJsBudget(buildDir);
    expect(publicPageJsBudgetBytes).toBe(140 * 1024);
    expect(weights.map((w) => w.page)).toEqual(Object.keys(publicPageRoutes));
    for (const weight of weights) {
      expect(weight.gzipBytes).toBeLessThanOrEqual(publicPageJsBudgetBytes);
      expect(weight.files.filter((f) => /\/(layout|call-logs|socket|insights)-/.test(f.file))).toEqual([]);
    }
    expect(weights.find((w) => w.page === '/')!.files.some((f) => /\/landing-/.test(f.file))).toBe(true);
  });

  it('when the landing page is served, then every script it loads up front is one that was weighed', async () => {
    const html = await (await fetch(`${suite.stack.baseUrl}/`)).text();
    // The parked module script (decision 100) names every module the page starts with.
    const loaded = [...html.matchAll(/(?:from |import\()"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    expect(loaded.length).toBeGreaterThan(0);
    const weighed = new Set((await publicPageWeights(buildDir)).find((w) => w.page === '/')!.files.map((f) => f.file));
    expect(loaded.filter((file) => !weighed.has(file))).toEqual([]);
  });

  it('when the entry, root and page grow past the budget, then the check fails and lazily loaded routes do not count', async () => {
    // Random printable text compresses to about 0.8 of its size: three such files are well over.
    const over = fakeBuild(publicPageJsBudgetBytes / 2);
    const under = fakeBuild(publicPageJsBudgetBytes / 8);
    try {
      await expect(assertPublicJsBudget(over)).rejects.toThrow(/Over the public pages' budget/);
      const landing = (await publicPageWeights(under)).find((w) => w.page === '/')!;
      expect(landing.files.map((f) => f.file).sort()).toEqual([
        '/assets/entry.js',
        '/assets/landing.js',
        '/assets/root.js',
      ]);
      await expect(assertPublicJsBudget(under)).resolves.toHaveLength(Object.keys(publicPageRoutes).length);
    } finally {
      fs.rmSync(over, { recursive: true, force: true });
      fs.rmSync(under, { recursive: true, force: true });
    }
  });
});
