/**
 * npm run build:server: compiles the api, the worker and the migration script to JavaScript in
 * dist/server (decision 096), laid out as the repository is, so that the production image runs
 * `node api/src/index.js` without TypeScript or tsx. Beside the compiled files: the files the
 * server reads next to its modules (SQL, plain JavaScript thread entry, fixtures), and the two
 * workspaces' package.json with their `exports` pointing at the compiled files.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'dist', 'server');
const packages = ['api', 'worker'] as const;

fs.rmSync(out, { recursive: true, force: true });
const tsc = spawnSync('npx', ['tsc', '-p', 'tsconfig.server-build.json'], { cwd: root, stdio: 'inherit' });
if (tsc.status !== 0) {
  console.error('build:server: the TypeScript compiler reported errors (npm run validate shows them).');
  process.exit(1);
}

/** What runs beside the modules but is not TypeScript; tests and their tasks stay behind. */
const isServerAsset = (file: string) =>
  !file.endsWith('.ts') &&
  !file.endsWith('.map') &&
  !/\.test\./.test(file) &&
  !file.includes(`${path.sep}test-tasks${path.sep}`);

for (const name of packages) {
  const source = path.join(root, name, 'src');
  for (const file of fs.readdirSync(source, { recursive: true, encoding: 'utf8' })) {
    const from = path.join(source, file);
    if (!fs.statSync(from).isFile() || !isServerAsset(from)) continue;
    const to = path.join(out, name, 'src', file);
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.copyFileSync(from, to);
  }
  const manifest = JSON.parse(fs.readFileSync(path.join(root, name, 'package.json'), 'utf8')) as {
    exports?: Record<string, string>;
    scripts?: unknown;
  };
  if (manifest.exports) {
    manifest.exports = Object.fromEntries(
      Object.entries(manifest.exports).map(([key, target]) => [key, target.replace(/\.ts$/, '.js')]),
    );
  }
  delete manifest.scripts;
  fs.writeFileSync(path.join(out, name, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}
console.log(`build:server: compiled ${packages.join(', ')} and scripts/migrate to ${path.relative(root, out)}`);
