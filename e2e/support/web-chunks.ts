import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { repoRoot } from '../../api/src/platform/paths.ts';

/**
 * From the web build's manifest (the one React Router sends browsers, read from its server build):
 * the JS files that only the dashboard and admin route modules use, i.e. what they import minus what
 * the client entry, the root or any public route also imports; and every file of the public pages.
 */
export async function privateChunkFiles(): Promise<{ privateFiles: Set<string>; publicRouteFiles: Set<string> }> {
  const server = path.join(repoRoot, 'web', 'build', 'server', 'index.js');
  const { assets } = (await import(`${pathToFileURL(server).href}?t=${fs.statSync(server).mtimeMs}`)) as ServerBuild;
  const filesOf = (ids: string[]) =>
    new Set(ids.flatMap((id) => [assets.routes[id]!.module, ...(assets.routes[id]!.imports ?? [])]));
  const isPrivate = (id: string) => /^routes\/(dashboard|admin)\//.test(id);
  const ids = Object.keys(assets.routes);
  const publicRouteFiles = new Set([
    assets.entry.module,
    ...assets.entry.imports,
    ...filesOf(ids.filter((id) => !isPrivate(id))),
  ]);
  const privateFiles = new Set([...filesOf(ids.filter(isPrivate))].filter((file) => !publicRouteFiles.has(file)));
  return { privateFiles, publicRouteFiles };
}
