import fs from 'node:fs';
import path from 'node:path';
import {
  appEntry,
  appManifestFile,
  publicEntry,
  publicManifestFile,
  publicModulesFile,
  readManifest,
  type Manifest,
} from './manifest.ts';

/** CSS escapes in a selector: `\:` and `\/`, and hex ones such as `\32 ` for a leading digit. */
const unescape = (name: string) =>
  name.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_, hex: string | undefined, char: string | undefined) =>
    hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : char!,
  );

/** The class names a minified stylesheet has rules for (declarations dropped, selectors kept). */
export function classesStyledBy(css: string): Set<string> {
  const selectors = css.replace(/\{[^{}]*\}/g, ' ');
  return new Set([...selectors.matchAll(/\.((?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w-])+)/g)].map((m) => unescape(m[1]!)));
}

/** Every string a file could use as a class: what lies between quotes, backticks and spaces. */
const candidatesIn = (text: string) => text.split(/[\s"'`{}\\]+/).filter(Boolean);

const cssOf = (distDir: string, manifest: Manifest, entry: string) => {
  const file = manifest[entry]?.css?.[0];
  if (!file) throw new Error(`${entry} has no stylesheet in its build manifest`);
  return fs.readFileSync(path.join(distDir, file), 'utf8');
};

/**
 * The public pages' stylesheet (web/src/public.css) is made from the files it names, not the whole
 * app. A class that a source file the public build bundled, or its document, uses and the app's full stylesheet styles
 * must be styled by the public one too, or a public page would show it unstyled: returns those
 * missing (a new public page importing from a folder public.css does not name).
 */
export function classesMissingFromPublicCss(distDir: string): string[] {
  const publicManifest = readManifest(distDir, publicManifestFile);
  const publicCss = classesStyledBy(cssOf(distDir, publicManifest, publicEntry));
  const appCss = classesStyledBy(cssOf(distDir, readManifest(distDir, appManifestFile), appEntry));
  const sources = JSON.parse(fs.readFileSync(path.join(distDir, publicModulesFile), 'utf8')) as string[];
  // The sources include the document (web/public.html) the build started from.
  const files = sources.map((file) => path.join(distDir, file));
  const used = new Set(files.flatMap((file) => candidatesIn(fs.readFileSync(file, 'utf8'))));
  return [...used].filter((name) => appCss.has(name) && !publicCss.has(name)).sort();
}

/** Throws, naming them, when a class of the public pages is missing from their stylesheet. */
export function assertPublicCssComplete(distDir: string): void {
  const missing = classesMissingFromPublicCss(distDir);
  if (missing.length > 0) {
    throw new Error(
      `The public pages use classes web/src/public.css does not generate (add an @source for their files): ${missing.join(' ')}`,
    );
  }
}
