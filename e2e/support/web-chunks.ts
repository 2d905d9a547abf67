import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../api/src/platform/paths.ts';

interface ManifestEntry {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

const readManifest = (file: string) =>
  JSON.parse(fs.readFileSync(path.join(repoRoot, 'web', 'dist', '.vite', file), 'utf8')) as Record<
    string,
    ManifestEntry
  >;

/**
 * From the build manifests (web/vite.config.ts sets build.manifest): the JS files that only the
 * dashboard and admin route groups use, i.e. everything they import statically minus what the
 * app entry or any public route also imports; and every file of the public pages, from the app's
 * build and from the public pages' own build (web/scripts/public-build.ts, decision 070).
 */
export function privateChunkFiles(): { privateFiles: Set<string>; publicRouteFiles: Set<string> } {
  const manifest = readManifest('manifest.json');
  const publicBuildFiles = Object.values(readManifest('public-manifest.json')).map((entry) => `/${entry.file}`);
  const closure = (keys: string[]) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const next of manifest[key].imports ?? []) visit(next);
    };
    keys.forEach(visit);
    return seen;
  };
  const keys = Object.keys(manifest);
  const isPrivate = (key: string) => /^src\/app\/routes\/(dashboard|admin)\//.test(key);
  const publicKeys = closure(
    keys.filter((key) => manifest[key]!.isEntry || (key.startsWith('src/app/routes/') && !isPrivate(key))),
  );
  const privateKeys = [...closure(keys.filter(isPrivate))].filter((key) => !publicKeys.has(key));
  return {
    privateFiles: new Set(privateKeys.map((key) => `/${manifest[key]!.file}`)),
    publicRouteFiles: new Set([...[...publicKeys].map((key) => `/${manifest[key]!.file}`), ...publicBuildFiles]),
  };
}
