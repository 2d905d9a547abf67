/**
 * The web build (decision 082): React Router's build (web/build/client for browsers, web/build/server
 * for the api's request handler), the JavaScript weight of every public page from the build's
 * manifest (the build fails over budget), then Brotli and gzip copies of every text asset so the api
 * sends them compressed without compressing on each request. Run by `npm run build` and by
 * `npm start` when the build is stale.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertPublicJsBudget, formatWeights } from './js-budget.ts';
import { precompressDir } from './precompress.ts';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const quiet = process.argv.includes('--quiet');

const built = spawnSync(process.execPath, [path.join(webDir, 'node_modules', '.bin', 'react-router'), 'build'], {
  cwd: webDir,
  stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
});
if (built.status !== 0) process.exit(built.status ?? 1);

const weights = await assertPublicJsBudget(path.join(webDir, 'build'));
const { files, savedBytes } = precompressDir(path.join(webDir, 'build', 'client'));
if (!quiet) {
  console.log(formatWeights(weights));
  console.log(`compressed ${files} files (${savedBytes} bytes saved)`);
}
