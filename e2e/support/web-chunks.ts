import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../api/src/platform/paths.ts';

interface ManifestEntry {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/**
 * From the build manifest (web/vite.config.ts sets build.manifest): the JS files that only the
 * dashboard and admin route groups use, i.e. everything they import statically minus what the
 * app entry or any public route also imports.
 */
export function privateChunkFiles(): { privateFiles: Set<string>; publicRouteFiles: Set<string> } {
  const manifestPath = path.join(repoRoot, 'web', 'dist', '.vite', 'manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, ManifestEntry>;
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
    publicRouteFiles: new Set([...publicKeys].map((key) => `/${manifest[key]!.file}`)),
  };
}
