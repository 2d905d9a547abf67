import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../api/src/platform/paths.ts';

const webDir = path.join(repoRoot, 'web');
/** Written last by React Router's build: the api's request handler. */
const builtServer = path.join(webDir, 'build', 'server', 'index.js');
const sources = ['src', 'scripts', 'public', 'vite.config.ts', 'react-router.config.ts', 'package.json'];

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** Runs the web build (web/scripts/build.ts) when its output is missing or older than any web source file. */
export async function buildWebIfStale(say: (line: string) => void): Promise<void> {
  const built = fs.existsSync(builtServer) ? fs.statSync(builtServer).mtimeMs : 0;
  const newest = Math.max(...sources.map((s) => newestMtime(path.join(webDir, s))));
  if (built > 0 && built >= newest) return;
  say(built === 0 ? 'building the web app (first run)' : 'web sources changed; rebuilding the web app');
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(webDir, 'scripts', 'build.ts'), '--quiet'], {
    cwd: webDir,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('the web build failed');
}
