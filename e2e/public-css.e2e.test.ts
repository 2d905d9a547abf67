import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../api/src/platform/paths.ts';
import {
  appEntry,
  appManifestFile,
  publicEntry,
  publicManifestFile,
  publicModulesFile,
} from '../web/scripts/manifest.ts';
import { classesMissingFromPublicCss, classesStyledBy } from '../web/scripts/public-css-check.ts';

const distDir = path.join(repoRoot, 'web', 'dist');

/** A two-build dist: the app's stylesheet styles `appCss`, the public one `publicCss`; one public source file. */
function fakeBuild(appCss: string, publicCss: string, publicSource: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hv-public-css-'));
  fs.mkdirSync(path.join(dir, '.vite'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets', 'app.css'), appCss);
  fs.writeFileSync(path.join(dir, 'assets', 'public.css'), publicCss);
  fs.writeFileSync(path.join(dir, publicEntry), '<body class="bg-white">');
  fs.writeFileSync(path.join(dir, 'page.tsx'), publicSource);
  fs.writeFileSync(
    path.join(dir, appManifestFile),
    JSON.stringify({ [appEntry]: { file: 'x.js', css: ['assets/app.css'] } }),
  );
  fs.writeFileSync(
    path.join(dir, publicManifestFile),
    JSON.stringify({ [publicEntry]: { file: 'y.js', css: ['assets/public.css'] } }),
  );
  fs.writeFileSync(path.join(dir, publicModulesFile), JSON.stringify([publicEntry, 'page.tsx']));
  return dir;
}

describe("the public pages' stylesheet (web/src/public.css)", () => {
  it('when a minified stylesheet is read, then its class names come out unescaped, declarations ignored', () => {
    const css =
      '.md\\:flex{display:flex}@media (width>=48rem){.md\\:w-1\\/2{width:50%}}.\\32 xl\\:p-4{padding:1rem}.hover\\:bg-slate-50:hover{color:red}.\\[content-visibility\\:auto\\]{content-visibility:auto}.a{margin:.5rem}';
    expect([...classesStyledBy(css)].sort()).toEqual(
      ['2xl:p-4', '[content-visibility:auto]', 'a', 'hover:bg-slate-50', 'md:flex', 'md:w-1/2'].sort(),
    );
  });

  it('when the document or a public source file uses a class only the app stylesheet styles, then it is reported; words no stylesheet styles are not', () => {
    const dir = fakeBuild(
      '.bg-white{}.flex{}.grid{}',
      '.flex{}',
      "<div className={`flex grid ${open ? 'x' : 'return'}`} />",
    );
    expect(classesMissingFromPublicCss(dir)).toEqual(['bg-white', 'grid']);
  });

  it('when the real build is checked, then every class of the public pages is styled, and the stylesheet leaves out the dashboard’s', () => {
    expect(classesMissingFromPublicCss(distDir)).toEqual([]);
    const home = fs.readFileSync(path.join(distDir, 'prerendered', 'home.html'), 'utf8');
    const inlined = classesStyledBy(/<style[^>]*>([\s\S]*?)<\/style>/.exec(home)![1]!);
    expect(inlined.has('md:grid-cols-[minmax(16rem,22rem)_minmax(0,1fr)]')).toBe(false);
    expect(inlined.has('text-slate-900')).toBe(true);
  });
});
