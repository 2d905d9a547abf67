/**
 * npm run validate: the web's route types, then type checks of each package, lint and format
 * check, two at a time (each is one single-threaded process; two fill this machine's cores). Each
 * check's output is printed when it ends; the run fails if any check fails, after all have run.
 */
import { spawn, spawnSync } from 'node:child_process';

const checks: [name: string, command: string, args: string[]][] = [
  // Longest first, so the two lanes end together.
  ['lint', 'npx', ['eslint', '--max-warnings=0', '.']],
  ['format', 'npx', ['prettier', '--check', '.']],
  ['types: scripts, tests, benches', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['types: api', 'npx', ['tsc', '-p', 'api', '--noEmit']],
  ['types: web', 'npx', ['tsc', '-p', 'web', '--noEmit']],
  ['types: worker', 'npx', ['tsc', '-p', 'worker', '--noEmit']],
];
const lanes = 2;

const typegen = spawnSync('npm', ['run', 'typegen', '-w', 'web'], { stdio: 'inherit' });
if (typegen.status !== 0) process.exit(1);

function run([name, command, args]: (typeof checks)[number]): Promise<boolean> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`${code === 0 ? 'passed' : 'FAILED'}  ${name} (${seconds} s)`);
      if (code !== 0) console.log(output.trimEnd());
      resolve(code === 0);
    });
  });
}

const queue = [...checks];
const results: boolean[] = [];
await Promise.all(
  Array.from({ length: lanes }, async () => {
    for (let check = queue.shift(); check; check = queue.shift()) results.push(await run(check));
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
