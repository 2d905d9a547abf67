import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { prerenderedDir } from '../api/src/contracts/public-pages.ts';
import { repoRoot } from '../api/src/platform/paths.ts';
import {
  assertLandingJsBudget,
  landingInitialJs,
  landingEntry,
  landingJsBudgetBytes,
  landingManifestFile,
  landingRouteModule,
} from '../web/scripts/js-budget.ts';

const distDir = path.join(repoRoot, 'web', 'dist');

/** A build with one entry and the landing route, each file `bytes` of incompressible text. */
function fakeBuild(bytes: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hv-js-budget-'));
  fs.mkdirSync(path.join(dir, '.vite'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'assets'));
  const random = () =>
    Array.from({ length: bytes }, () => String.fromCharCode(33 + Math.floor(Math.random() * 90))).join('');
  fs.writeFileSync(path.join(dir, 'assets', 'entry.js'), random());
  fs.writeFileSync(path.join(dir, 'assets', 'landing.js'), random());
  fs.writeFileSync(path.join(dir, 'assets', 'dashboard.js'), random());
  const manifest = {
    [landingEntry]: { file: 'assets/entry.js', isEntry: true, dynamicImports: [landingRouteModule, 'dashboard.tsx'] },
    [landingRouteModule]: { file: 'assets/landing.js', imports: [landingEntry] },
    'dashboard.tsx': { file: 'assets/dashboard.js', imports: [landingEntry] },
  };
  fs.writeFileSync(path.join(dir, landingManifestFile), JSON.stringify(manifest));
  return dir;
}

describe("landing page's JavaScript budget (from the build manifest)", () => {
  it("when the built landing page is weighed, then the public build's entry and landing chunks fit the issue's 60 KB", () => {
    const weight = assertLandingJsBudget(distDir);
    const files = weight.files.map((f) => f.file);
    expect(landingJsBudgetBytes).toBe(60 * 1024);
    expect(files.some((file) => /^assets\/landing-/.test(file))).toBe(true);
    expect(files.some((file) => /^assets\/(layout|call-logs|socket)-/.test(file))).toBe(false);
    expect(weight.gzipBytes).toBeLessThanOrEqual(landingJsBudgetBytes);
  });

  it('when the landing page is served, then the scripts it loads are the ones weighed', () => {
    const html = fs.readFileSync(path.join(distDir, prerenderedDir, 'home.html'), 'utf8');
    // Every script the page's HTML loads or preloads up front.
    const loaded = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    expect(loaded.length).toBeGreaterThan(0);
    const weighed = new Set(landingInitialJs(distDir).files.map((f) => f.file));
    expect(loaded.filter((file) => !weighed.has(file))).toEqual([]);
  });

  it('when the entry and landing chunks grow past the budget, then the check fails and lazily loaded chunks do not count', () => {
    // Random printable text compresses to about 0.8 of its size: two such files are well over.
    const over = fakeBuild(landingJsBudgetBytes);
    const under = fakeBuild(landingJsBudgetBytes / 4);
    try {
      expect(() => assertLandingJsBudget(over)).toThrow(/over its budget/);
      expect(landingInitialJs(under).files.map((f) => f.file)).toEqual(['assets/entry.js', 'assets/landing.js']);
      expect(() => assertLandingJsBudget(under)).not.toThrow();
    } finally {
      fs.rmSync(over, { recursive: true, force: true });
      fs.rmSync(under, { recursive: true, force: true });
    }
  });
});
