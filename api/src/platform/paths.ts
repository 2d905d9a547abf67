import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, found from this file's place in api/src/platform. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export function resolveDataDir(dataDir: string | undefined): string {
  return path.resolve(repoRoot, dataDir ?? '.data');
}
